/**
 * Basket and wishlist keys (spec §3): `basket_{shopId}_{userId}` and
 * `wishlist_{shopId}_{userId}`. The server checks ownership with the parser, so it accepts
 * exactly what the builders produce and nothing else.
 */

export type StorageKind = 'basket' | 'wishlist';

export interface StorageKey {
  readonly kind: StorageKind;
  readonly shopId: number;
  readonly userId: string;
}

/**
 * A user id in a key: ASCII letters, digits and hyphens, 1 to 128 characters. That covers
 * the random hex browser id, UUIDs and the 64-character server id, and shuts out the
 * underscore (the key's separator), whitespace, path characters and look-alike Unicode.
 */
const userIdPattern = /^[A-Za-z0-9-]{1,128}$/;
// A shop id in decimal without sign or leading zero.
const shopIdPattern = /^[1-9][0-9]{0,15}$/;
const keyPattern = /^(basket|wishlist)_([^_]+)_([^_]+)$/;

function isShopId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

function isKeyUserId(value: unknown): value is string {
  return typeof value === 'string' && userIdPattern.test(value);
}

/**
 * Builds the key for a shop and user, or `null` when either cannot be part of a valid key
 * (the parser would reject it).
 *
 * @example
 * storageKey('basket', 12, 'f3a9c0'); // 'basket_12_f3a9c0'
 * storageKey('wishlist', 12, 'a_b'); // null
 */
export function storageKey(kind: StorageKind, shopId: number, userId: string): string | null {
  if (!isShopId(shopId) || !isKeyUserId(userId)) return null;
  return `${kind}_${shopId}_${userId}`;
}

/** `basket_{shopId}_{userId}`, or `null` for an unusable shop or user id. */
export function basketKey(shopId: number, userId: string): string | null {
  return storageKey('basket', shopId, userId);
}

/** `wishlist_{shopId}_{userId}`, or `null` for an unusable shop or user id. */
export function wishlistKey(shopId: number, userId: string): string | null {
  return storageKey('wishlist', shopId, userId);
}

/**
 * Reads a basket or wishlist key. Anything malformed — other prefixes or case, surrounding
 * whitespace, a shop id with sign, leading zero or beyond the safe-integer range, a user id
 * with characters outside the builder's set — is `null`.
 *
 * @example
 * parseStorageKey('basket_12_f3a9c0'); // { kind: 'basket', shopId: 12, userId: 'f3a9c0' }
 * parseStorageKey('basket_012_f3a9c0'); // null
 */
export function parseStorageKey(value: unknown): StorageKey | null {
  if (typeof value !== 'string') return null;
  const match = keyPattern.exec(value);
  if (!match) return null;
  const [, kindText, shopIdText = '', userId = ''] = match;
  // The pattern admits only the two prefixes.
  const kind: StorageKind = kindText === 'wishlist' ? 'wishlist' : 'basket';
  if (!shopIdPattern.test(shopIdText) || !isKeyUserId(userId)) return null;
  const shopId = Number(shopIdText);
  if (!isShopId(shopId)) return null;
  return { kind, shopId, userId };
}

/**
 * The server's ownership check: true only when `value` is a well-formed key of `kind` for
 * exactly this shop and user.
 */
export function isStorageKeyOf(value: unknown, owner: StorageKey): boolean {
  const parsed = parseStorageKey(value);
  return (
    parsed !== null &&
    parsed.kind === owner.kind &&
    parsed.shopId === owner.shopId &&
    parsed.userId === owner.userId
  );
}
