const umlauts: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * Escapes that decoding keeps (`%2F`) are not letters: their hex digits must neither count as
 * capitals nor be rewritten, or a path would redirect for its encoding alone.
 */
const percentEscape = /(%[0-9A-Fa-f]{2})/;

/** Whether a decoded path has an upper-case letter, umlauts and other scripts included (§2). */
export function hasUppercase(path: string): boolean {
  return path
    .split(percentEscape)
    .some((piece, index) => index % 2 === 0 && /[\p{Lu}\p{Lt}]/u.test(piece));
}

/**
 * The lower-case form a path with capitals is redirected to (§2 page resolution, step 2):
 * lower-cased, then ä, ö, ü, ß spelled ae, oe, ue, ss. Works on decoded text.
 *
 * @example
 * lowercasePath('Mützen/Größe-2') // 'muetzen/groesse-2'
 */
export function lowercasePath(path: string): string {
  return path
    .split(percentEscape)
    .map((piece, index) =>
      // split() with a capture group puts the escapes at the odd indexes.
      index % 2 === 1
        ? piece
        : piece
            .normalize('NFC')
            .toLowerCase()
            .replace(/[äöüß]/g, (letter) => umlauts[letter] ?? letter),
    )
    .join('');
}
