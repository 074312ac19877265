import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The e-mail address as purchase tracking sends it (§4, §5): SHA-256 hex of the trimmed,
 * lower-cased address. Null when there is no address, because the hash of an empty string
 * would make every such order look like one customer.
 *
 * @example
 * hashEmail(' Anna@Example.DE '); // sha256('anna@example.de') as 64 hex characters
 */
export function hashEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const normalised = email.trim().toLowerCase();
  return normalised === '' ? null : bytesToHex(sha256(utf8ToBytes(normalised)));
}
