/**
 * Who is calling, as the session cookie tells it. Every /api area reads it from
 * `response.locals.visitor` (set by the visitor middleware of `./visitor`).
 *
 * - `anonymous`: a browser with a random id and no customer behind it;
 * - `guest`: a guest customer who gave an e-mail address at checkout without an account;
 * - `registered`: a customer with an account, identified by a 64-character server id.
 *
 * `userId` is the id baskets and wish lists are keyed by (`basket_{shopId}_{userId}`); it
 * changes when an anonymous visitor logs in (the old id is then the merge source).
 */
export interface Visitor {
  /** The server-side session row's id (not the cookie value). Null before a session exists. */
  readonly sessionId: string | null;
  readonly userId: string;
  /** The customer's id for guests and registered customers, null for anonymous visitors. */
  readonly customerId: string | null;
  readonly kind: VisitorKind;
}

export type VisitorKind = 'anonymous' | 'guest' | 'registered';
