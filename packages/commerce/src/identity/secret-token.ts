import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie or a mail link: 32 bytes, URL-safe base64 (43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A random id of lower-case hex characters, `bytes` × 2 long. */
export function randomHexId(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/**
 * The form a secret token is stored in: its SHA-256. Tokens carry 256 random bits, so a fast
 * hash is enough, and a copy of the table opens no session and resets no password.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
