import type { RouterContextProvider } from 'react-router';
import { handleShoppingFormPost } from '../../app/shopping/shopping-form-post.server';

/**
 * A shopping form (add to cart, the heart) posted to the page at `path` with the page's
 * `context` (an `anonymousPageRequest`, say), as the browser sends it from `origin`: the page's
 * answer, or the answer it threw (a refusal).
 */
export async function postShoppingForm<Answer>(
  context: RouterContextProvider,
  form: Record<string, string>,
  { path, origin = 'http://localhost' }: { readonly path: string; readonly origin?: string },
): Promise<Answer> {
  const body = new URLSearchParams(form);
  const request = new Request(new URL(path, 'http://localhost'), {
    method: 'POST',
    headers: { origin },
    body,
  });
  try {
    return (await handleShoppingFormPost(
      request,
      context,
      new URLSearchParams(body) as unknown as FormData,
    )) as Answer;
  } catch (thrown) {
    return thrown as Answer;
  }
}
