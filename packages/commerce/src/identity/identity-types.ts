import type { Gender } from '@vitrine/domain';

/** How a session knows its visitor (§6): anonymous, guest customer or registered customer. */
export type SessionKind = 'anonymous' | 'guest' | 'registered';

/** A server-side session row. */
export interface Session {
  readonly id: string;
  readonly shopId: number;
  /** The browser id (anonymous, guest) or the registered customer's 64-character id. */
  readonly userId: string;
  readonly customerId: string | null;
  readonly kind: SessionKind;
  readonly expiresAt: Date;
}

/** A session together with the secret token its cookie carries (only ever seen once). */
export interface OpenedSession {
  readonly session: Session;
  readonly token: string;
}

/** A customer's stored data (§3 User), without the password hash. */
export interface Customer {
  readonly id: string;
  readonly shopId: number;
  readonly customerNo: string;
  readonly email: string | null;
  readonly isGuest: boolean;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly gender: Gender | null;
  readonly phone: string | null;
  /** `YYYY-MM-DD`. */
  readonly birthDate: string | null;
  readonly newsletter: boolean;
  readonly balanceCents: number;
}

/** What a successful login, registration or guest sign-in answers. */
export interface SignedIn extends OpenedSession {
  readonly kind: 'signedIn';
  readonly customer: Customer;
  /** The user id of the session it replaced (the merge source of §4), or null. */
  readonly previousUserId: string | null;
}
