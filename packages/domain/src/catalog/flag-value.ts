/*
 * Attribute flags arrive as whatever the product data editor typed: 1, '1', 'true', 'Ja',
 * 'oui'… in the shop's three languages. These words decide; anything else is not a yes/no.
 */
const yesWords: ReadonlySet<string> = new Set([
  '1',
  'true',
  'yes',
  'y',
  'ja',
  'j',
  'oui',
  'x',
  'on',
]);
const noWords: ReadonlySet<string> = new Set([
  '0',
  'false',
  'no',
  'n',
  'nein',
  'non',
  'nee',
  'off',
  '',
]);

/**
 * Reads a yes/no flag: `true` for true, 1 and the yes words (1, true, yes, y, ja, j, oui, x,
 * on), `false` for false, 0, blank and the no words (0, false, no, n, nein, non, nee, off),
 * `null` for anything else. Words are compared trimmed, case- and width-insensitively.
 *
 * @example
 * readFlag(' Ja '); // true
 * readFlag('Sperrgut'); // null — a description, not a yes/no
 */
export function readFlag(raw: unknown): boolean | null {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') {
    if (raw === 1) return true;
    return raw === 0 ? false : null;
  }
  if (typeof raw !== 'string') return null;
  const word = raw.normalize('NFKC').trim().toLowerCase();
  if (yesWords.has(word)) return true;
  return noWords.has(word) ? false : null;
}

/** True only for an explicit yes (see {@link readFlag}). */
export function isFlagSet(raw: unknown): boolean {
  return readFlag(raw) === true;
}

/**
 * True when a value is present and not an explicit no: attributes like `bulkyOrLoad` or
 * `virtuelleBundles` carry a description or an id rather than a yes, so their presence counts.
 * Missing, blank, non-finite numbers and the no words (see {@link readFlag}) do not.
 */
export function isFlagPresent(raw: unknown): boolean {
  if (raw === null || raw === undefined) return false;
  if (typeof raw === 'number') return Number.isFinite(raw) && raw !== 0;
  if (typeof raw === 'boolean' || typeof raw === 'string') return readFlag(raw) !== false;
  return false;
}
