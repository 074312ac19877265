import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import { type VisitorClient, visitorClient } from '../support/visitor-client';

// Issue 12, item 5: a login storm cannot stall the shop. The in-process API server trusts
// X-Forwarded-For from loopback (as TRUST_PROXY=loopback does), so each visitor client has
// an address of its own; trust-proxy.test.ts checks the production server's default.

let api: RunningApi;
beforeAll(async () => {
  api = await startApiServer();
}, apiServerStartTimeout);
afterAll(() => api?.close());

const password = 'Sommerwind-Apfel7';
let counter = 0;
/** A new registered customer, signed in on their own client address. */
async function registered(): Promise<{ visitor: VisitorClient; email: string }> {
  counter += 1;
  const email = `sturm-${counter}@example.de`;
  const visitor = visitorClient(api);
  const answer = await visitor.call('/api/user/auth/register/', {
    method: 'POST',
    json: {
      first_name: 'Sina',
      last_name: 'Sturm',
      gender: 'f',
      email,
      register_password: password,
      newsletter: false,
    },
  });
  expect(answer.status).toBe(200);
  return { visitor, email };
}

/** One login from a client address of its own (the per-client limit stays out of the way). */
function login(email: string, secret: string) {
  return visitorClient(api).call('/api/user/auth/login/', {
    method: 'POST',
    json: { email, password: secret },
  });
}

const hashing = () => api.services.commerce.identity.passwordHashing;

/** Holds every hashing slot until released, as hashes in progress would. */
function holdEverySlot() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = Array.from({ length: hashing().stats().limits.hashes }, () =>
    hashing().inSlot(() => released),
  );
  return { release, done: Promise.all(held) };
}

async function queueWaiting(waiting: number) {
  for (let tries = 0; tries < 1000; tries += 1) {
    if (hashing().stats().waiting === waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the hashing queue never had ${waiting} waiting`);
}

describe('password hashing runs through a bounded queue (issue 12, item 5)', () => {
  test('with every slot and the waiting line full, a further login, registration or password change is 503 with Retry-After and api.busy; the queued logins still answer correctly', async () => {
    const { email } = await registered();
    const changer = await registered();
    const { limits } = hashing().stats();
    expect(limits.queuedHashes).toBe(2 * limits.hashes);

    const slots = holdEverySlot();
    // The waiting line: the registered customer's right password first, then unknown addresses.
    const queued = [
      login(email, password),
      ...Array.from({ length: limits.queuedHashes - 1 }, (_, index) =>
        login(`unbekannt-${index}@example.de`, 'Irgendwas-123'),
      ),
    ];
    await queueWaiting(limits.queuedHashes);
    const refusedBefore = hashing().stats().refused;

    const refused = [
      await login('noch-einer@example.de', 'Irgendwas-123'),
      await visitorClient(api).call('/api/user/auth/register/', {
        method: 'POST',
        json: {
          first_name: 'Zu',
          last_name: 'Viel',
          gender: 'd',
          email: 'zu-viel@example.de',
          register_password: 'Noch-ein-Kennwort9',
          newsletter: false,
        },
      }),
      await changer.visitor.call('/api/user/account/password/', {
        method: 'POST',
        json: { current_password: password, new_password: 'Neues-Kennwort9' },
      }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({
        statusCode: 503,
        error: 'api.busy',
        issues: [{ field: null, key: 'api.busy' }],
      });
    }
    expect(hashing().stats().refused).toBe(refusedBefore + refused.length);

    slots.release();
    await slots.done;
    const [signedIn, ...unknown] = await Promise.all(queued);
    expect(signedIn?.status).toBe(200);
    expect(await signedIn?.json()).toMatchObject({ user: { email, registered: true } });
    for (const answer of unknown) expect(answer.status).toBe(401);
    // Refused calls did nothing: the account was not made, the password not changed.
    expect((await login('zu-viel@example.de', 'Noch-ein-Kennwort9')).status).toBe(401);
    expect((await login(changer.email, password)).status).toBe(200);
  });

  test('a reset with an invalid link costs no hash', async () => {
    const before = hashing().stats().hashed;
    for (const hash of ['erfunden', 'a'.repeat(64)]) {
      const answer = await visitorClient(api).call('/api/user/auth/reset-password/', {
        method: 'POST',
        json: { hash, password: 'Neues-Kennwort9' },
      });
      expect(answer.status).toBe(400);
      expect((await answer.json()).issues).toEqual([
        { field: 'hash', key: 'account.resetLinkInvalid' },
      ]);
    }
    expect(hashing().stats().hashed).toBe(before);
    // A login does hash: the counter is live.
    await login('zaehler@example.de', 'Irgendwas-123');
    expect(hashing().stats().hashed).toBe(before + 1);
  });
});

describe('failed logins are limited per account as well as per client (issue 12, item 5)', () => {
  async function expectAccountLimit(answer: Response) {
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await answer.json()).toEqual({
      statusCode: 429,
      error: 'api.tooManyRequests',
      issues: [{ field: 'email', key: 'account.tooManyFailedLogins' }],
    });
  }

  test('ten failures from ten addresses, then the account is refused from any address, even with the right password; a success before that starts the count again', async () => {
    const { email } = await registered();
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await login(email, `Falsch-${attempt}abc`)).status).toBe(401);
    }
    // The ninth failure is followed by a success: the count starts again.
    expect((await login(email, password)).status).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(email, `Falsch-${attempt}abc`)).status).toBe(401);
    }
    const hashedBefore = hashing().stats().hashed;
    // The address is normalised as the login form normalises it.
    await expectAccountLimit(await login(`  ${email.toUpperCase()} `, password));
    await expectAccountLimit(await login(email, 'Falsch-xyz1'));
    // A refused login costs no hash.
    expect(hashing().stats().hashed).toBe(hashedBefore);
    // Other accounts are not affected.
    expect((await login((await registered()).email, password)).status).toBe(200);
  });

  test('an address without an account is limited the same way, so the answer tells nothing', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login('niemand-hier@example.de', `Falsch-${attempt}abc`)).status).toBe(401);
    }
    await expectAccountLimit(await login('niemand-hier@example.de', 'Falsch-xyz1'));
  });
});
