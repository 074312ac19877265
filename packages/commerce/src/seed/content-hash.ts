import { createHash } from 'node:crypto';

/** A hex SHA-256 of a text: content-addressed image keys and cache file names. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
