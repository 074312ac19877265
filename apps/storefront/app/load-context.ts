// What the server hands every loader and action (server/request-context.ts): pages import the
// request context from the server, never the other way round.
import type { PageRequestContext } from '../server/request-context';

export type { PageRequestContext, ShopRequestContext } from '../server/request-context';

// With middleware on, loaders, actions and middleware get React Router's context provider; the
// server's factory builds one that also carries the request's fields (server/page-context.ts).
declare module 'react-router' {
  interface RouterContextProvider extends PageRequestContext {}
}
