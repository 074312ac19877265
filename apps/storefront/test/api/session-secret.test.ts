import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { sessionSecret } from '../../server/api/session-cookie';
import { storefrontEnv } from '../support/storefront-env';

const folders: string[] = [];
function secretFileInNewFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-secret-'));
  folders.push(folder);
  return path.join(folder, 'data', 'session-secret');
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const longSecret = 'x'.repeat(32);

describe('the session cookie secret (issue 6 sessions; embedded default)', () => {
  test('SESSION_SECRET of 32 characters or more is used as it is', () => {
    const secretFile = secretFileInNewFolder();
    const configured = storefrontEnv({ SESSION_SECRET: ` ${longSecret} ` }).SESSION_SECRET;
    expect(sessionSecret({ configured, secretFile })).toBe(longSecret);
  });

  test('a shorter SESSION_SECRET is refused instead of silently weakening the signature', () => {
    expect(() => storefrontEnv({ SESSION_SECRET: 'short' })).toThrow(
      'SESSION_SECRET: expected at least 32 characters, got a value of 5 characters',
    );
  });

  test('without it, a random secret is made once, owner-only, and read again after a restart', () => {
    const secretFile = secretFileInNewFolder();
    const first = sessionSecret({ secretFile });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(sessionSecret({ secretFile })).toBe(first);
  });

  test('a damaged secret file is replaced by a new secret', () => {
    const secretFile = secretFileInNewFolder();
    sessionSecret({ secretFile });
    writeFileSync(secretFile, 'too short');
    const replaced = sessionSecret({ secretFile });
    expect(replaced).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(replaced);
  });

  test('kept in memory, each process gets a different random secret', () => {
    const one = sessionSecret({ secretFile: null });
    const two = sessionSecret({ secretFile: null });
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(one).not.toBe(two);
  });
});
