import { isShoppingFormIntent } from '@vitrine/domain';
import type { RouterContextProvider } from 'react-router';
import { handleCmsFormPost, readPageForm } from '../cms/cms-form-post.server';
import { handleShoppingFormPost } from '../shopping/shopping-form-post.server';

/**
 * A form a page was posted (every journey works without JavaScript): a product card's
 * add-to-cart or wishlist heart, or a CMS block's form (contact, newsletter). The form is
 * read once, with the body limits of a page post, and handed to the one that sent it.
 */
export async function handlePageFormPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const form = await readPageForm(request);
  if (isShoppingFormIntent(form.get('intent'))) {
    return handleShoppingFormPost(request, context, form);
  }
  return handleCmsFormPost(request, context, form);
}
