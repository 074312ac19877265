import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { sessionSecret } from '../../server/api/session-cookie';

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
    expect(sessionSecret({ env: { SESSION_SECRET: ` ${longSecret} ` }, secretFile })).toBe(
      longSecret,
    );
  });

  test('a shorter SESSION_SECRET is refused instead of silently weakening the signature', () => {
    expect(() => sessionSecret({ env: { SESSION_SECRET: 'short' }, secretFile: null })).toThrow(
      /at least 32/,
    );
  });

  test('without it, a random secret is made once, owner-only, and read again after a restart', () => {
    const secretFile = secretFileInNewFolder();
    const first = sessionSecret({ env: {}, secretFile });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(sessionSecret({ env: {}, secretFile })).toBe(first);
  });

  test('a damaged secret file is replaced by a new secret', () => {
    const secretFile = secretFileInNewFolder();
    sessionSecret({ env: {}, secretFile });
    writeFileSync(secretFile, 'too short');
    const replaced = sessionSecret({ env: {}, secretFile });
    expect(replaced).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(replaced);
  });

  test('kept in memory, each process gets a different random secret', () => {
    const one = sessionSecret({ env: {}, secretFile: null });
    const two = sessionSecret({ env: {}, secretFile: null });
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(one).not.toBe(two);
  });
});
