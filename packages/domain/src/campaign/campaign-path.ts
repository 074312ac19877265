import { foldTriggerValue } from './trigger-value';

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A lone `%` is what an editor meant literally; a malformed escape must not throw.
    return text;
  }
}

/** Folded path segments of a URL, path or editor entry, without origin, query or hash. */
function pathSegments(value: string): readonly string[] {
  const withoutOrigin = foldTriggerValue(value)
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*/, '')
    .replace(/^[/\\]{2}[^/?#\\]*/, '');
  const path = withoutOrigin.split(/[?#]/)[0] ?? '';
  return decodeSafely(path)
    .split(/[/\\]+/)
    .map((segment) => segment.trim())
    .filter(Boolean);
}

/**
 * A page path in the form url triggers compare: folded, percent-decoded, origin, query and
 * hash removed, duplicate slashes collapsed, leading and trailing slash (§2: all routes end
 * in a slash).
 *
 * @example
 * normaliseCampaignPath('https://de.nido.example/Baby//Kinderwagen?x=1') // '/baby/kinderwagen/'
 */
export function normaliseCampaignPath(value: unknown): string {
  if (typeof value !== 'string') return '/';
  const segments = pathSegments(value);
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/**
 * Whether a page path matches one entry of a url trigger. An entry matches its own page
 * only (`/ratgeber/` is not `/ratgeber/schlaf/`), because an editor listing a page rarely
 * means everything below it; a trailing `*` asks for a prefix match instead
 * (`/ratgeber/*` matches `/ratgeber/` and every page below, `*` matches every page).
 * Full URLs are accepted and compared by their path.
 *
 * @example
 * campaignPathMatches('/ratgeber/*', '/ratgeber/schlaf/') // true
 */
export function campaignPathMatches(entry: string, pagePath: unknown): boolean {
  const page = normaliseCampaignPath(pagePath);
  const folded = foldTriggerValue(entry);
  if (!folded.endsWith('*')) return normaliseCampaignPath(folded) === page;
  const stem = folded.replace(/\*+$/, '');
  const segments = pathSegments(stem);
  if (segments.length === 0) return true;
  const prefix = `/${segments.join('/')}`;
  return /[/\\]$/.test(stem) ? page.startsWith(`${prefix}/`) : page.startsWith(prefix);
}
