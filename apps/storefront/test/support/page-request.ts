import { type Shop, shopByKey } from '@vitrine/domain';
import { RouterContextProvider } from 'react-router';
import type { PageRequestContext } from '../../server/request-context';
import type { StorefrontServices } from '../../server/services';

const germanBaby = shopByKey('baby-de') as Shop;

/**
 * A page request of one anonymous visitor (`userId`) on the German baby shop, with the real
 * engine (`services`) behind it, for a page's loader or action called in-process; `page` adds
 * what that page reads besides (its `path`, the `preview` state).
 */
export function anonymousPageRequest(
  services: StorefrontServices,
  userId: string,
  page: Partial<Pick<PageRequestContext, 'path' | 'preview'>> = {},
): RouterContextProvider {
  const visitor = { sessionId: 's', userId, customerId: null, kind: 'anonymous' as const };
  const fields = {
    shop: germanBaby,
    locale: germanBaby.locales[0],
    ...page,
    services,
    openSession: async () => visitor,
    visitor: async () => visitor,
  } as unknown as PageRequestContext;
  return Object.assign(new RouterContextProvider(), fields);
}
