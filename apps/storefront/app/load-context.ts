import type { HostKind, Shop, ShopLocale } from '@vitrine/domain';
import type { StorefrontServices } from '../server/services';

/** What the server resolves once per request, before any loader runs. */
// A type alias, not an interface: React Router's AppLoadContext has a string index signature,
// which only aliases satisfy implicitly.
export type ShopRequestContext = {
  readonly shop: Shop;
  readonly locale: ShopLocale;
  /** The request path without the locale prefix. */
  readonly path: string;
  /** Whether the request came in on a local (`*.localhost`) or a production host name. */
  readonly hostKind: HostKind;
  /** The port the request came in on, when it is not the scheme's default. */
  readonly port: number | undefined;
  /** `qa` shows error details on the error page (§2); everything else hides them. */
  readonly environment: 'production' | 'qa' | 'development';
  /** The commerce engine and content clients, opened once at start-up. */
  readonly services: StorefrontServices;
};

declare module 'react-router' {
  interface AppLoadContext extends ShopRequestContext {}
}
