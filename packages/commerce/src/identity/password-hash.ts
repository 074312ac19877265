import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters. */
export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * N=2^15, r=8, p=3: one of the equivalent settings OWASP's Password Storage Cheat Sheet lists
 * for scrypt (the first being N=2^17, r=8, p=1). It needs 32 MiB per hash instead of 128 MiB, so
 * a shop server hashing at every login keeps its memory, and pays with CPU (p) instead.
 */
export const defaultScryptCost: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };

const keyLength = 32;

/** Derives scrypt's key of a (normalised) password: on libuv's pool, or elsewhere (password-hashing.ts). */
export type DeriveKey = (password: string, salt: Buffer, cost: ScryptCost) => Promise<Buffer>;

/** The memory scrypt needs for `cost`, with room to spare. */
export function scryptMaxmem(cost: ScryptCost): number {
  return 256 * cost.N * cost.r + 1024 * 1024;
}

/** scrypt on libuv's thread pool. */
export const deriveOnThreadPool: DeriveKey = (password, salt, cost) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...cost, maxmem: scryptMaxmem(cost) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export const scryptKeyLength = keyLength;

/**
 * Hashes a password with scrypt and a random salt into `scrypt$N$r$p$salt$key` (base64url),
 * so a later change of the cost still verifies old hashes.
 */
export async function hashPassword(
  password: string,
  cost: ScryptCost = defaultScryptCost,
  derive: DeriveKey = deriveOnThreadPool,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password.normalize('NFC'), salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function costOf(stored: string): ScryptCost | null {
  const [scheme, n, r, p] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt') return null;
  return [cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)
    ? cost
    : null;
}

/**
 * Whether a stored hash was made with less work than `cost` asks for (an older, cheaper
 * setting): the login that proves the password then stores a new hash.
 */
export function needsRehash(stored: string, cost: ScryptCost = defaultScryptCost): boolean {
  const current = costOf(stored);
  return current === null || current.N * current.r * current.p < cost.N * cost.r * cost.p;
}

/** Whether `password` matches a hash of {@link hashPassword}; false for any malformed hash. */
export async function verifyPassword(
  password: string,
  stored: string,
  derive: DeriveKey = deriveOnThreadPool,
): Promise<boolean> {
  const [, , , , salt, key] = stored.split('$');
  const cost = costOf(stored);
  if (cost === null || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password.normalize('NFC'), Buffer.from(salt, 'base64url'), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
