const umlauts: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
/** French ligatures have no decomposition; spelling them out keeps `cœur` as `coeur`. */
const ligatures: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae' };

/**
 * The SEO slug of §2, followed literally: the non-empty parts joined, lower-cased, spaces
 * (any whitespace), commas and slashes turned into hyphens, ä ö ü ß spelled ae oe ue ss, and
 * every character outside a–z, 0–9 and the hyphen dropped. Runs of hyphens are kept, as the
 * spec does not merge them.
 *
 * Beyond the spec: other accented Latin letters are folded to their base letter (NFD, marks
 * dropped) and œ/æ spelled oe/ae, so French names keep their letters (`Crème` -> `creme`)
 * instead of losing them. Parts are trimmed, so a stray space from an editor adds no hyphen.
 *
 * @example
 * seoSlug(['Kinderwagen Größe 2, blau', '1234567']) // 'kinderwagen-groesse-2--blau-1234567'
 */
export function seoSlug(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s,/]/g, '-')
    .replace(/[äöüß]/g, (letter) => umlauts[letter] ?? letter)
    .replace(/[œæ]/g, (letter) => ligatures[letter] ?? letter)
    .normalize('NFD')
    .replace(/[^a-z0-9-]/g, '');
}
