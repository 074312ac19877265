import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, getPriority } from 'node:os';
import { shopById } from '@vitrine/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCommerce } from '../src/commerce';
import { defaultScryptCost, deriveOnThreadPool } from '../src/identity/password-hash';
import { createScryptWorkers } from '../src/identity/scrypt-workers';
import {
  type Commerce,
  commerceOptionsFromEnv,
  createPasswordHasher,
  type Env,
  hashPassword,
  type PasswordHasher,
  PasswordHashingBusy,
  parseCommerceEnv,
  passwordHashingLimits,
  verifyPassword,
} from '../src/index';
import { testDatabases } from './support/test-commerce';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

/** A task that holds a hashing slot until released: a hash that takes as long as the test wants. */
function holdSlot(hasher: PasswordHasher) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const done = hasher.inSlot(() => released);
  return { release, done };
}

/** Resolves once the queue shows `running` and `waiting`, for calls that reach it after some awaits. */
async function queueShows(hasher: PasswordHasher, running: number, waiting: number) {
  for (let tries = 0; tries < 500; tries += 1) {
    const stats = hasher.stats();
    if (stats.running === running && stats.waiting === waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the queue never showed ${running} running and ${waiting} waiting`);
}

describe('password hashing limits from options and the environment (issue 12, item 5)', () => {
  const oneHashPerCore = availableParallelism();
  const fromEnv = (env: Env) =>
    passwordHashingLimits(commerceOptionsFromEnv(parseCommerceEnv(env)).identity.passwordHashing);

  test.each([
    {
      env: {},
      expected: { hashes: oneHashPerCore, queuedHashes: 2 * oneHashPerCore, nice: 19 },
    },
    {
      env: { VITRINE_PASSWORD_HASHES: '3', VITRINE_PASSWORD_HASH_QUEUE: '0' },
      expected: { hashes: 3, queuedHashes: 0, nice: 19 },
    },
    { env: { VITRINE_PASSWORD_HASHES: ' 4 ' }, expected: { hashes: 4, queuedHashes: 8, nice: 19 } },
    // The hashes run on workers of their own, not on libuv's pool: its size does not matter.
    {
      env: { UV_THREADPOOL_SIZE: '2' },
      expected: { hashes: oneHashPerCore, queuedHashes: 2 * oneHashPerCore, nice: 19 },
    },
    // A machine that other processes keep busy (CI) raises the hashing threads' priority.
    {
      env: { VITRINE_PASSWORD_HASH_NICE: '0' },
      expected: { hashes: oneHashPerCore, queuedHashes: 2 * oneHashPerCore, nice: 0 },
    },
    {
      env: { VITRINE_PASSWORD_HASHES: '2', VITRINE_PASSWORD_HASH_NICE: '19' },
      expected: { hashes: 2, queuedHashes: 4, nice: 19 },
    },
  ])('$env gives $expected', ({ env, expected }) => {
    expect(fromEnv(env)).toEqual(expected);
  });

  test.each([
    { given: { hashes: 1, queuedHashes: 5 }, expected: { hashes: 1, queuedHashes: 5, nice: 19 } },
    { given: { hashes: 2 }, expected: { hashes: 2, queuedHashes: 4, nice: 19 } },
    {
      given: { nice: 0 },
      expected: { hashes: oneHashPerCore, queuedHashes: 2 * oneHashPerCore, nice: 0 },
    },
    { given: { hashes: 1, nice: 10 }, expected: { hashes: 1, queuedHashes: 2, nice: 10 } },
  ])('limits given in code: $given gives $expected', ({ given, expected }) => {
    expect(passwordHashingLimits(given)).toEqual(expected);
  });

  test.each([
    [{ hashes: 0 }, 'hashes must be a whole number from 1 to 64, not 0'],
    [{ nice: 20 }, 'nice must be a whole number from 0 to 19, not 20'],
    [{ nice: -1 }, 'nice must be a whole number from 0 to 19, not -1'],
    [{ nice: 2.5 }, 'nice must be a whole number from 0 to 19, not 2.5'],
  ])('limits given in code out of range throw: %j', (given, message) => {
    expect(() => passwordHashingLimits(given)).toThrow(message);
  });

  test.each([
    [
      { VITRINE_PASSWORD_HASHES: '0' },
      'VITRINE_PASSWORD_HASHES: expected an integer 1–64, got "0"',
    ],
    [{ VITRINE_PASSWORD_HASHES: 'two' }, 'VITRINE_PASSWORD_HASHES: expected an integer'],
    [{ VITRINE_PASSWORD_HASH_QUEUE: '-1' }, 'VITRINE_PASSWORD_HASH_QUEUE: expected an integer'],
    [{ VITRINE_PASSWORD_HASH_QUEUE: '10001' }, 'expected an integer 0–10000, got "10001"'],
    [
      { VITRINE_PASSWORD_HASH_NICE: '20' },
      'VITRINE_PASSWORD_HASH_NICE: expected an integer 0–19, got "20"',
    ],
    [
      { VITRINE_PASSWORD_HASH_NICE: '-1' },
      'VITRINE_PASSWORD_HASH_NICE: expected an integer 0–19, got "-1"',
    ],
  ])('%j stops the start-up: %s', (env, message) => {
    expect(() => fromEnv(env)).toThrow(message);
  });
});

/**
 * Each thread of this process by its task id, with its nice value (Linux: /proc's task stat,
 * where the nice value is per thread), or null where there is no /proc.
 */
function threadNices(): Map<string, number> | null {
  if (!existsSync('/proc/self/task')) return null;
  const nices = new Map<string, number>();
  for (const task of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    nices.set(task, Number(fields[16]));
  }
  return nices;
}

describe('scrypt on workers at the hashing threads’ nice value (issue 12, item 5)', () => {
  // The default cost (32 MiB, p=3) at nice 0: at nice 19 on a CI machine busy with browsers, that
  // hash gets about 1 % of a core and can outlast the test's limit. The nice value is checked
  // on a cheap hash below; the derivation does not depend on it.
  test('derives the key crypto.scrypt derives, at the default cost', async () => {
    const workers = createScryptWorkers(1, 0);
    const salt = Buffer.from('Salz-der-Erde');
    expect(
      (await workers.derive('Sommerwind-Apfel7', salt, defaultScryptCost)).equals(
        await deriveOnThreadPool('Sommerwind-Apfel7', salt, defaultScryptCost),
      ),
    ).toBe(true);
    expect(workers.started).toBe(1);
  });

  test('derives on a thread at nice 19', async () => {
    const workers = createScryptWorkers(1, 19);
    const salt = Buffer.from('Salz-der-Erde');
    const derived = workers.derive('Sommerwind-Apfel7', salt, cheap);
    // While the worker hashes, and idle after it, its thread runs at nice 19.
    const nices: number[] = [];
    if (threadNices() !== null) {
      for (let tries = 0; tries < 200 && !nices.includes(19); tries += 1) {
        nices.push(...(threadNices()?.values() ?? []));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(nices).toContain(19);
    }
    expect((await derived).equals(await deriveOnThreadPool('Sommerwind-Apfel7', salt, cheap))).toBe(
      true,
    );
    expect(workers.started).toBe(1);
  });

  test.for([
    { given: {}, nice: 19 }, // the default: the lowest priority, the pages first
    { given: { nice: 0 }, nice: 0 }, // for a machine that other processes keep busy
  ])('a hasher given $given hashes on a thread at nice $nice', async ({ given, nice }, context) => {
    // An unprivileged thread cannot go below the nice value the test process runs at.
    if (nice < getPriority()) context.skip('the test process runs at a higher nice value');
    const hasher = createPasswordHasher(passwordHashingLimits({ hashes: 1, ...given }), cheap);
    const before = threadNices();
    const stored = await hasher.hash('Sommerwind-Apfel7');
    // The one thread the hash started is its worker: idle now, at the nice value it set itself
    // before it took the hash (libuv's pool, which verifyPassword below uses, is not asked yet).
    const after = threadNices();
    if (before !== null && after !== null) {
      const started = [...after].filter(([task]) => !before.has(task)).map(([, value]) => value);
      expect(started).toEqual([nice]);
    }
    expect(await verifyPassword('Sommerwind-Apfel7', stored)).toBe(true);
  });
});

describe('the bounded hashing queue (issue 12, item 5)', () => {
  test('with the slot and the waiting line full, a further hash is refused at once; the queued ones still answer correctly', async () => {
    const hasher = createPasswordHasher({ hashes: 1, queuedHashes: 2, nice: 19 }, cheap);
    const stored = await hashPassword('Sommerwind-Apfel7', cheap);
    const slot = holdSlot(hasher);
    const right = hasher.verify('Sommerwind-Apfel7', stored);
    const wrong = hasher.verify('Sommerwind-Apfel8', stored);
    expect(hasher.stats()).toMatchObject({ running: 1, waiting: 2, refused: 0 });

    const refusal = await hasher.hash('Noch-ein-Kennwort1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PasswordHashingBusy);
    expect((refusal as PasswordHashingBusy).retryAfterSeconds).toBe(1);
    await expect(hasher.verify('Sommerwind-Apfel7', stored)).rejects.toThrow(PasswordHashingBusy);
    expect(hasher.stats()).toMatchObject({ running: 1, waiting: 2, refused: 2, hashed: 0 });

    slot.release();
    await slot.done;
    expect(await right).toBe(true);
    expect(await wrong).toBe(false);
    expect(hasher.stats()).toMatchObject({ running: 0, waiting: 0, refused: 2, hashed: 2 });
    // Room again: the next hash runs.
    expect(await hasher.hash('Noch-ein-Kennwort1')).toMatch(/^scrypt\$1024\$8\$1\$/);
  });

  test('at most `hashes` run at once, the rest wait in order', async () => {
    const hasher = createPasswordHasher({ hashes: 2, queuedHashes: 4, nice: 19 }, cheap);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        hasher.inSlot(async (work) => {
          running += 1;
          most = Math.max(most, running);
          order.push(index);
          await work.hash(`Kennwort-${index}`);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(hasher.stats()).toMatchObject({ hashed: 6, refused: 0 });
  });
});

describe.each(testDatabases)(
  'the identity service hashes through the queue on %s (issue 12, item 5)',
  (kind) => {
    let commerce: Commerce;
    const shop = shopById(10);
    const links: string[] = [];
    beforeAll(async () => {
      const base = {
        seed: false as const,
        identity: { scryptCost: cheap, passwordHashing: { hashes: 1, queuedHashes: 1 } },
      };
      commerce =
        kind === 'pglite'
          ? await createCommerce({ ...base, databaseUrl: '', dataDir: 'memory://' })
          : await createCommerce({ ...base, databaseUrl: process.env.TEST_DATABASE_URL ?? '' });
    });
    afterAll(() => commerce?.close());

    const run = randomBytes(4).toString('hex');
    const at = (local: string) => `${local}-${run}@example.de`;
    const account = (email: string) => ({
      first_name: 'Eva',
      last_name: 'Klein',
      gender: 'f' as const,
      email,
      register_password: 'Sommerwind-Apfel7',
      newsletter: false,
    });
    const hashed = () => commerce.identity.passwordHashing.stats().hashed;

    test('the limits given reach the service', () => {
      expect(commerce.identity.passwordHashing.stats().limits).toEqual({
        hashes: 1,
        queuedHashes: 1,
        nice: 19,
      });
    });

    test('a reset with an unknown, used or expired link hashes nothing; a live one hashes once', async () => {
      if (shop === null) throw new Error('shop 10 is missing');
      expect((await commerce.identity.register(10, account(at('reset')), null)).kind).toBe(
        'signedIn',
      );
      const before = hashed();
      expect(await commerce.identity.resetPassword('erfunden', 'Neues-Kennwort9')).toBe(
        'invalidToken',
      );
      expect(await commerce.identity.resetPassword('x'.repeat(300), 'Neues-Kennwort9')).toBe(
        'invalidToken',
      );
      expect(hashed()).toBe(before);
      await commerce.identity.requestPasswordReset({
        shop,
        language: 'de',
        email: at('reset'),
        resetUrl: (hash) => {
          links.push(hash);
          return `https://x/konto/neues-passwort/?hash=${hash}`;
        },
      });
      const link = links.at(-1) ?? '';
      expect(await commerce.identity.resetPassword(link, 'Neues-Kennwort9')).toBe('reset');
      expect(hashed()).toBe(before + 1);
      expect(await commerce.identity.resetPassword(link, 'Anderes-Kennwort9')).toBe('invalidToken');
      expect(hashed()).toBe(before + 1);
    });

    test('logins of unknown addresses verify in the queue; a full queue refuses login, registration, deletion check and password change', async () => {
      const registered = await commerce.identity.register(10, account(at('full')), null);
      if (registered.kind !== 'signedIn') throw new Error('register failed');
      const before = hashed();
      expect(
        (
          await commerce.identity.login(
            10,
            { email: at('niemand'), password: 'Irgendwas-12' },
            null,
          )
        ).kind,
      ).toBe('invalidCredentials');
      expect(hashed()).toBe(before + 1);

      const hasher = commerce.identity.passwordHashing;
      const slot = holdSlot(hasher);
      const queued = commerce.identity.login(
        10,
        { email: at('full'), password: 'Sommerwind-Apfel7' },
        null,
      );
      await queueShows(hasher, 1, 1);
      const busy = [
        commerce.identity.login(10, { email: at('niemand'), password: 'Irgendwas-12' }, null),
        commerce.identity.register(10, account(at('later')), null),
        commerce.identity.checkPassword(registered.customer.id, 'Sommerwind-Apfel7'),
        commerce.identity.changePassword(
          registered.customer.id,
          'Sommerwind-Apfel7',
          'Neues-Kennwort9',
          null,
        ),
      ];
      const outcomes = await Promise.allSettled(busy);
      for (const outcome of outcomes) {
        expect(outcome).toMatchObject({
          status: 'rejected',
          reason: expect.any(PasswordHashingBusy),
        });
      }
      slot.release();
      expect((await queued).kind).toBe('signedIn');
      // Nothing refused was half done: the account of the refused registration does not exist,
      // and the password is unchanged.
      expect((await commerce.identity.register(10, account(at('later')), null)).kind).toBe(
        'signedIn',
      );
      expect(
        await commerce.identity.checkPassword(registered.customer.id, 'Sommerwind-Apfel7'),
      ).toBe(true);
    });
  },
);
