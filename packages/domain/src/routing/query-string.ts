/**
 * The query string as a URL sends it (`url.search`). Rules read it raw so that whatever a link,
 * a bookmark or a crawler sends gives a defined answer, and redirects can keep it byte for byte.
 */

export interface QueryEntry {
  readonly name: string;
  readonly value: string;
}

/** Form decoding: `+` is a space; a broken escape keeps its raw text rather than failing. */
function decodeQueryComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The query without its leading `?` and without any `#fragment` sent along by mistake. */
function queryBody(search: string | null | undefined): string {
  const raw = search ?? '';
  const withoutFragment = raw.split('#', 1)[0] ?? '';
  return withoutFragment.startsWith('?') ? withoutFragment.slice(1) : withoutFragment;
}

/**
 * The name/value pairs of a query string, in order, decoded. Pairs without a name are dropped;
 * a name without `=` has the empty value.
 *
 * @example
 * queryEntries('?voucher=SUMMER+24&scrid') // [{ name: 'voucher', value: 'SUMMER 24' }, { name: 'scrid', value: '' }]
 */
export function queryEntries(search: string | null | undefined): readonly QueryEntry[] {
  return queryBody(search)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      const rawValue = separator === -1 ? '' : pair.slice(separator + 1);
      return { name: decodeQueryComponent(rawName), value: decodeQueryComponent(rawValue) };
    })
    .filter((entry) => entry.name !== '');
}

/** The first value of a query parameter, or null when the query does not name it. */
export function queryValue(search: string | null | undefined, name: string): string | null {
  return queryEntries(search).find((entry) => entry.name === name)?.value ?? null;
}

/** The query as it goes behind a path: `?…`, or `''` when there is nothing to keep. */
export function searchSuffix(search: string | null | undefined): string {
  const body = queryBody(search);
  return body === '' ? '' : `?${body}`;
}
