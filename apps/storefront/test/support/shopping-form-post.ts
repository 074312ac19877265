import { type Shop, shopByKey } from '@vitrine/domain';
import { RouterContextProvider } from 'react-router';
import { handleShoppingFormPost } from '../../app/shopping/shopping-form-post.server';
import type { PageRequestContext } from '../../server/request-context';
import type { StorefrontServices } from '../../server/services';

const germanBaby = shopByKey('baby-de') as Shop;

/**
 * A page request of one anonymous visitor (`userId`) on the German baby shop, with the real
 * engine (`services`) behind it: what a shopping form post reads of its page's context.
 */
export function anonymousPageRequest(
  services: StorefrontServices,
  userId: string,
): RouterContextProvider {
  const visitor = { sessionId: 's', userId, customerId: null, kind: 'anonymous' as const };
  const fields = {
    shop: germanBaby,
    locale: germanBaby.locales[0],
    services,
    openSession: async () => visitor,
    visitor: async () => visitor,
  } as unknown as PageRequestContext;
  return Object.assign(new RouterContextProvider(), fields);
}

/**
 * A shopping form (add to cart, the heart) posted to the page at `path` as the browser sends
 * it, from `origin`: the page's answer, or the answer it threw (a refusal).
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
