/**
 * Paths in and out of the routing rules are URL pathnames, percent-encoded as
 * `new URL(request.url).pathname` gives them. Rules that look at letters (upper case, umlauts)
 * decode first: an encoded `ü` is `%C3%BC`, whose hex digits would otherwise read as upper case.
 */

/** Percent-escapes that `decodeURI` leaves alone because they stand for reserved characters. */
const reservedEscape = /(%(?:2[346bcf]|3[abdf]|40))/i;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Decodes a pathname for reading. Escapes of reserved characters (`%2F`, `%3F`, …) stay encoded
 * so the path keeps its segments; a malformed escape leaves the path as it came.
 */
export function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Encodes a decoded path for a `Location` header: the inverse of {@link decodePath}. Kept
 * reserved escapes pass through; a lone surrogate (which `encodeURI` rejects) becomes U+FFFD.
 *
 * @example
 * encodePath('/mützen/für kinder/') // '/m%C3%BCtzen/f%C3%BCr%20kinder/'
 */
export function encodePath(path: string): string {
  return path
    .split(reservedEscape)
    .map((piece, index) =>
      // split() with a capture group puts the kept escapes at the odd indexes.
      index % 2 === 1
        ? piece
        : encodeURI(piece.replace(loneSurrogate, '\uFFFD'))
            .replace(/\?/g, '%3F')
            .replace(/#/g, '%23'),
    )
    .join('');
}

/**
 * A path that stays on this site when sent as a `Location`: a leading run of slashes and
 * backslashes (and the tabs and line breaks browsers drop from URLs) becomes one slash.
 * Browsers read `//evil.example/x` and `/\evil.example/x` as another site, so a redirect built
 * from a requested path such as `//evil.example/x` would otherwise send the shopper there.
 *
 * @example
 * sameSitePath('//evil.example/x/') // '/evil.example/x/'
 */
export function sameSitePath(path: string): string {
  return path.replace(/^[/\\\t\n\r]+/, '/');
}

/** Compares two pathnames by what they address, not by how they are encoded. */
export function samePath(left: string, right: string): boolean {
  return decodePath(left) === decodePath(right);
}
