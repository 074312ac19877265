import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shopById } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCommerce } from '../src/commerce';
import type { Commerce } from '../src/index';
import {
  defaultScryptCost,
  hashPassword,
  localLeakedPasswords,
  needsRehash,
  remoteLeakedPasswords,
  verifyPassword,
} from '../src/index';
import { testDatabases } from './support/test-commerce';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing with scrypt (issue 6)', () => {
  test('a hash verifies its password only, and carries its cost and a random salt', async () => {
    const hash = await hashPassword('Sommerwind-Apfel7', cheap);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Sommerwind-Apfel7', hash)).toBe(true);
    expect(await verifyPassword('Sommerwind-Apfel8', hash)).toBe(false);
    expect(await hashPassword('Sommerwind-Apfel7', cheap)).not.toBe(hash);
  });

  test('the default cost is OWASP’s scrypt setting of 32 MiB with p=3; cheaper hashes need renewing', async () => {
    expect(defaultScryptCost).toEqual({ N: 2 ** 15, r: 8, p: 3 });
    const weak = await hashPassword('Sommerwind-Apfel7', cheap);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(weak, cheap)).toBe(false);
    expect(needsRehash('scrypt$32768$8$3$salt$key')).toBe(false);
    expect(needsRehash('scrypt$32768$8$1$salt$key')).toBe(true);
  });

  test.each(['', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$1$2$3$4$5'])(
    'the malformed hash %j verifies nothing',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});

describe('the leak-check corpus (spec §5, §7)', () => {
  test('lists common passwords and their capitalised spelling under their SHA-1 prefix', async () => {
    const corpus = localLeakedPasswords(['password123']);
    // SHA-1("password123") = CBFDAC6008F9CAB4083784CBD1874F76618D2A97
    expect(await corpus.suffixes('CBFDA')).toEqual(['C6008F9CAB4083784CBD1874F76618D2A97']);
    // SHA-1("Password123") = B2E98AD6F6EB8508DD6A14CFA704BAD7F05F6FB1
    expect(await corpus.suffixes('B2E98')).toEqual(['AD6F6EB8508DD6A14CFA704BAD7F05F6FB1']);
    expect(await corpus.suffixes('00000')).toEqual([]);
  });

  test('a remote range API is asked for the prefix and merged with the local corpus; failures reject', async () => {
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/range/FFFFF') response.writeHead(500).end();
      else
        response.end(
          '0123456789012345678901234567890ABCD:12\r\nFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:0\r\n',
        );
    }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const source = remoteLeakedPasswords({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        local: localLeakedPasswords(['password123']),
      });
      const suffixes = await source.suffixes('CBFDA');
      expect(suffixes).toContain('0123456789012345678901234567890ABCD');
      expect(suffixes).toContain('C6008F9CAB4083784CBD1874F76618D2A97');
      expect(suffixes).not.toContain('FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF');
      await expect(source.suffixes('FFFFF')).rejects.toThrow('500');
      expect(asked).toEqual(['/range/CBFDA', '/range/FFFFF']);
    } finally {
      server.close();
    }
  });
});

describe.each(testDatabases)('sessions, reset tokens and the outbox on %s (issue 6)', (kind) => {
  let commerce: Commerce;
  let clock = new Date('2026-03-01T10:00:00Z');
  const delivered: string[] = [];
  const shop = shopById(10);
  beforeAll(async () => {
    const base = {
      seed: false as const,
      identity: {
        scryptCost: cheap,
        now: () => clock,
        mailTransport: {
          async send(mail: { to: string }) {
            if (mail.to.startsWith('kaputt')) throw new Error('550 mailbox unavailable');
            delivered.push(mail.to);
          },
        },
      },
    };
    commerce =
      kind === 'pglite'
        ? await createCommerce({ ...base, databaseUrl: '', dataDir: 'memory://' })
        : await createCommerce({ ...base, databaseUrl: process.env.TEST_DATABASE_URL ?? '' });
  });
  afterAll(() => commerce.close());

  // The PostgreSQL database outlives a run: addresses are unique per run.
  const run = randomBytes(4).toString('hex');
  const at = (local: string) => `${local}-${run}@example.de`;
  const register = (email: string) =>
    commerce.identity.register(
      10,
      {
        first_name: 'Eva',
        last_name: 'Klein',
        gender: 'f',
        email,
        register_password: 'Sommerwind-Apfel7',
        newsletter: false,
      },
      null,
    );

  test('a session ends when it expires (30 days)', async () => {
    const opened = await commerce.identity.openAnonymousSession(10);
    expect(opened.session.userId).toMatch(/^[0-9a-f]{32}$/);
    expect(await commerce.identity.session(opened.token, 10)).toMatchObject({
      id: opened.session.id,
    });
    expect(await commerce.identity.session(opened.token, 11)).toBeNull();
    clock = new Date(clock.getTime() + 30 * 24 * 3600 * 1000 + 1000);
    expect(await commerce.identity.session(opened.token, 10)).toBeNull();
  });

  test('a reset link expires after one hour and works once', async () => {
    if (shop === null) throw new Error('shop 10 is missing');
    const registered = await register(at('eva'));
    expect(registered.kind).toBe('signedIn');
    const links: string[] = [];
    const request = {
      shop,
      language: 'de' as const,
      email: at('eva'),
      resetUrl: (hash: string) => {
        links.push(hash);
        return `https://x/konto/neues-passwort/?hash=${hash}`;
      },
    };
    await commerce.identity.requestPasswordReset(request);
    await commerce.identity.requestPasswordReset(request);
    const [late, fresh] = links as [string, string];
    clock = new Date(clock.getTime() + 59 * 60 * 1000);
    expect(await commerce.identity.isResetTokenValid(late)).toBe(true);
    clock = new Date(clock.getTime() + 2 * 60 * 1000);
    expect(await commerce.identity.resetPassword(late, 'Neues-Kennwort9')).toBe('invalidToken');
    await commerce.identity.requestPasswordReset(request);
    const current = links[2] ?? '';
    expect(fresh).not.toBe(current);
    expect(await commerce.identity.resetPassword(current, 'Neues-Kennwort9')).toBe('reset');
    expect(await commerce.identity.resetPassword(current, 'Anderes-Kennwort9')).toBe(
      'invalidToken',
    );
    const login = await commerce.identity.login(
      10,
      { email: at('eva'), password: 'Neues-Kennwort9' },
      null,
    );
    expect(login.kind).toBe('signedIn');
  });

  test('an unknown address gets no token and no mail', async () => {
    if (shop === null) throw new Error('shop 10 is missing');
    const before = (await commerce.mail.outbox()).length;
    await commerce.identity.requestPasswordReset({
      shop,
      language: 'de',
      email: 'niemand@example.de',
      resetUrl: () => 'x',
    });
    expect((await commerce.mail.outbox()).length).toBe(before);
  });

  test('mails are delivered through the transport; a failed delivery is recorded, not thrown', async () => {
    const ok = await commerce.mail.send({
      shopId: 10,
      customerId: null,
      kind: 'contact-receipt',
      to: 'leser@example.de',
      subject: 's',
      text: 't',
      html: '<p>t</p>',
    });
    expect(ok.sentAt).not.toBeNull();
    expect(delivered).toContain('leser@example.de');
    const failed = await commerce.mail.send({
      shopId: 10,
      customerId: null,
      kind: 'contact-receipt',
      to: 'kaputt@example.de',
      subject: 's',
      text: 't',
      html: '<p>t</p>',
    });
    expect(failed).toMatchObject({ sentAt: null, failure: '550 mailbox unavailable' });
  });

  test('login rotates the session: the previous one ends and its user id is reported', async () => {
    await register(at('rotation'));
    const anonymous = await commerce.identity.openAnonymousSession(10);
    const login = await commerce.identity.login(
      10,
      { email: at('rotation'), password: 'Sommerwind-Apfel7' },
      anonymous.session,
    );
    if (login.kind !== 'signedIn') throw new Error('login failed');
    expect(login.previousUserId).toBe(anonymous.session.userId);
    expect(login.session.id).not.toBe(anonymous.session.id);
    expect(login.session.userId).toMatch(/^[0-9a-f]{64}$/);
    expect(await commerce.identity.session(anonymous.token, 10)).toBeNull();
  });

  test('a login renews a hash made under a cheaper cost than the current one', async () => {
    const registered = await register(at('rehash'));
    if (registered.kind !== 'signedIn') throw new Error('register failed');
    const older = await hashPassword('Sommerwind-Apfel7', { N: 2 ** 9, r: 8, p: 1 });
    await commerce.db.rows(
      sql`UPDATE customers SET password_hash = ${older} WHERE id = ${registered.customer.id}`,
    );
    const login = await commerce.identity.login(
      10,
      { email: at('rehash'), password: 'Sommerwind-Apfel7' },
      null,
    );
    expect(login.kind).toBe('signedIn');
    const [row] = await commerce.db.rows<{ password_hash: string }>(
      sql`SELECT password_hash FROM customers WHERE id = ${registered.customer.id}`,
    );
    expect(row?.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Sommerwind-Apfel7', row?.password_hash ?? '')).toBe(true);
  });

  test('account deletion runs the registered hooks for the account', async () => {
    const registered = await register(at('hook'));
    if (registered.kind !== 'signedIn') throw new Error('register failed');
    const anonymised: string[] = [];
    commerce.account.addDeletionHook(async (customerId) => {
      anonymised.push(customerId);
    });
    expect(await commerce.account.deleteAccount(registered.customer.id)).toBe(true);
    expect(anonymised).toEqual([registered.customer.id]);
    expect(await commerce.account.deleteAccount(registered.customer.id)).toBe(false);
  });
});
