import { decodePath } from './url-path';

/**
 * The product number of a `/p/{pdp}/` route (§2): the last dash-separated segment of `pdp`,
 * or null when there is none (`''`, `'stroller-'`). Surrounding slashes and spaces are ignored.
 *
 * @example
 * productNumberFromPdp('kinderwagen-kombi-blau-1234567') // '1234567'
 */
export function productNumberFromPdp(pdp: string | null | undefined): string | null {
  const segment = decodePath(pdp ?? '')
    .replace(/^\/+|\/+$/g, '')
    .split('-')
    .pop()
    ?.trim();
  return segment ? segment : null;
}
