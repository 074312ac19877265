/** The user (§3) and the auth form's gender codes. */

export const genders = ['m', 'f', 'd'] as const;
export type Gender = (typeof genders)[number];

export interface User {
  /** A random browser id for visitors; a 64-character server id once logged in (§3, §6). */
  readonly id: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly gender: Gender | null;
  readonly email: string | null;
  readonly phone: string | null;
  /** ISO date `YYYY-MM-DD`. */
  readonly birthDate: string | null;
  readonly customerNo: string | null;
  readonly loggedIn: boolean;
  readonly isGuestCustomer: boolean;
  readonly registered: boolean;
}
