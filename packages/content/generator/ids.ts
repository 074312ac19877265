import { createHash } from 'node:crypto';

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A stable version-4-shaped uuid derived from a text, so regenerating changes nothing. */
export function uuidFrom(text: string): string {
  const hex = digest(text);
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A stable nine-digit story id derived from a text. */
export function idFrom(text: string): number {
  return 100_000_000 + (Number.parseInt(digest(text).slice(0, 8), 16) % 900_000_000);
}
