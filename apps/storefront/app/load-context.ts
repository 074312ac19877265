// What the server hands every loader and action (server/request-context.ts): pages import the
// request context from the server, never the other way round.
import type { PageRequestContext } from '../server/request-context';

export type { PageRequestContext, ShopRequestContext } from '../server/request-context';

declare module 'react-router' {
  interface AppLoadContext extends PageRequestContext {}
}
