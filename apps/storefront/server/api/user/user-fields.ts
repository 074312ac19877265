import type { Customer } from '@vitrine/commerce';
import type { User } from '@vitrine/domain';
import type { Visitor } from '../visitor-type';

/** The user fields of §3 for `GET /api/user/` and the sign-in answers. */
export function userFields(visitor: Visitor, customer: Customer | null): User {
  const registered = visitor.kind === 'registered' && customer !== null;
  return {
    id: visitor.userId,
    firstName: customer?.firstName ?? null,
    lastName: customer?.lastName ?? null,
    gender: customer?.gender ?? null,
    email: customer?.email ?? null,
    phone: customer?.phone ?? null,
    birthDate: customer?.birthDate ?? null,
    customerNo: customer?.customerNo ?? null,
    loggedIn: registered,
    isGuestCustomer: visitor.kind === 'guest' && customer !== null,
    registered,
  };
}
