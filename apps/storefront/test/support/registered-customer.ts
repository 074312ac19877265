import { expect } from 'vitest';
import { send, sessionCookieOf } from './storefront-server';

/** The password test customers register with: long enough, mixed, and in no leak list. */
export const customerPassword = 'Sommerwind-Apfel7';

export interface NewCustomer {
  readonly email: string;
  /** The visitor's address (the suite's server trusts the proxy), so per-client limits count apart. */
  readonly clientAddress: string;
  /** The shop's host; the default shop's `localhost` without one. */
  readonly host?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

/**
 * A customer registered through the §7 register call, as the shop's scripts would register
 * them; answers their session cookie.
 */
export async function registerCustomer(port: number, customer: NewCustomer): Promise<string> {
  const host = customer.host ?? 'localhost';
  const answer = await send(port, {
    method: 'POST',
    path: '/api/user/auth/register/',
    host,
    headers: { origin: `http://${host}:${port}`, 'x-forwarded-for': customer.clientAddress },
    json: {
      first_name: customer.firstName ?? 'Lena',
      last_name: customer.lastName ?? 'Login',
      gender: 'f',
      email: customer.email,
      register_password: customerPassword,
      newsletter: false,
    },
  });
  expect(answer.status).toBe(200);
  return sessionCookieOf(answer);
}
