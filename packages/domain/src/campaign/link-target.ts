import type { CmsLink, LinkTarget } from './types';

export interface LinkTargetOptions {
  /**
   * Applies the storefront's CMS path rules to a story's `full_slug` (§2: locale prefixes
   * `xx-xx`, the company prefix and `kategorieseiten` are stripped, `home` becomes empty).
   * Defaults to leaving the slug as it is.
   */
  readonly normaliseStorySlug?: (fullSlug: string) => string;
}

/** Schemes a CMS editor may link to; everything else (`javascript:`, `data:`, …) is refused. */
const webSchemes: ReadonlySet<string> = new Set(['http', 'https']);
const contactSchemes: ReadonlySet<string> = new Set(['mailto', 'tel']);
const schemePattern = /^([a-z][a-z0-9+.-]*):/i;
const emailPattern = /^[^\s@<>"\\]+@[^\s@<>"\\]+$/;

/** C0 controls and space, which browsers trim around a URL, and DEL; no address has any. */
function isControlOrSpace(character: string): boolean {
  const code = character.charCodeAt(0);
  return code <= 0x20 || code === 0x7f;
}

/**
 * What a browser does to an href before it reads the scheme: tabs and line breaks vanish
 * anywhere, control characters and spaces around it are dropped. Checking the scheme of
 * anything else would let `java\tscript:` through.
 */
function cleanHref(value: unknown): string {
  if (typeof value !== 'string') return '';
  const characters = [...value.replace(/[\t\n\r]/g, '')];
  const start = characters.findIndex((character) => !isControlOrSpace(character));
  if (start === -1) return '';
  const end = characters.findLastIndex((character) => !isControlOrSpace(character));
  return characters.slice(start, end + 1).join('');
}

function encodeSafely(text: string, encode: (part: string) => string): string | null {
  try {
    return encode(text);
  } catch {
    // Lone surrogates cannot be percent-encoded.
    return null;
  }
}

/** `/kontakt` → `/kontakt/` (§2: routes end in a slash), leaving files and query alone. */
function withTrailingSlash(href: string): string {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (path === '' || path.endsWith('/') || lastSegment.includes('.')) return href;
  return `${path}/${rest}`;
}

type Classified = { readonly href: string; readonly external: boolean } | null;

function classifyHref(raw: unknown, allowContact: boolean): Classified {
  const cleaned = cleanHref(raw);
  if (cleaned === '') return null;
  const scheme = schemePattern.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // Browsers read `\` as `/`, so `/\evil.example` is the protocol-relative `//evil.example`.
    const href = cleaned.replace(/\\/g, '/');
    if (href.startsWith('//')) return href.length > 2 ? { href, external: true } : null;
    if (href.startsWith('#') || href.startsWith('?')) return { href, external: false };
    return { href: withTrailingSlash(href.startsWith('/') ? href : `/${href}`), external: false };
  }
  if (webSchemes.has(scheme)) {
    return /^[a-z]+:[/\\]{2}[^/\\?#]/i.test(cleaned) ? { href: cleaned, external: true } : null;
  }
  if (allowContact && contactSchemes.has(scheme) && cleaned.length > scheme.length + 1) {
    return { href: cleaned, external: true };
  }
  return null;
}

function emailHref(value: unknown): string | null {
  const cleaned = cleanHref(value).replace(/^mailto:/i, '');
  const [address = '', ...query] = cleaned.split('?');
  if (!emailPattern.test(address) || [...address].some(isControlOrSpace)) return null;
  if (query.length === 0) return `mailto:${address}`;
  const encodedQuery = encodeSafely(query.join('?'), encodeURI);
  return encodedQuery === null ? null : `mailto:${address}?${encodedQuery}`;
}

function storyHref(fullSlug: unknown, anchor: unknown, options: LinkTargetOptions): string | null {
  if (typeof fullSlug !== 'string' || fullSlug.trim() === '') return null;
  const normalised = options.normaliseStorySlug ? options.normaliseStorySlug(fullSlug) : fullSlug;
  const segments = (typeof normalised === 'string' ? normalised : '')
    .split(/[/\\]+/)
    .map((segment) => segment.trim())
    .filter(Boolean);
  const path = segments.length === 0 ? '/' : `/${segments.join('/')}/`;
  const fragment = typeof anchor === 'string' ? anchor.trim().replace(/^#+/, '') : '';
  const encodedFragment = fragment === '' ? null : encodeSafely(fragment, encodeURIComponent);
  return encodedFragment === null ? path : `${path}#${encodedFragment}`;
}

/**
 * Where a CMS link (§3 Link) leads, or null when it lacks the data for its type or points
 * somewhere unsafe — a link is rendered only then.
 * - `email`: `mailto:` plus the address (a typed `mailto:` prefix and a `?subject=` are kept);
 * - `story`: `/` + the normalised `story.full_slug` + `/`, then `#anchor`;
 * - `url`: `url` (else `href`); absolute http(s) and protocol-relative URLs, `mailto:` and
 *   `tel:` are external, paths are internal and get their trailing slash;
 * - `asset`: like `url`, without `mailto:`/`tel:`.
 * Other schemes (`javascript:`, `data:`, `vbscript:`, `file:` …) give null. `target` is
 * `_blank` only when the editor chose it.
 *
 * @example
 * linkTarget({ linktype: 'story', story: { full_slug: 'de-de/baby/ratgeber' }, anchor: 'schlaf' }, {
 *   normaliseStorySlug: (slug) => slug.replace(/^[a-z]{2}-[a-z]{2}\//, ''),
 * }) // { href: '/baby/ratgeber/#schlaf', target: '_self', external: false }
 */
export function linkTarget(
  link: CmsLink | null | undefined,
  options: LinkTargetOptions = {},
): LinkTarget | null {
  if (!link) return null;
  const target = cleanHref(link.target).toLowerCase() === '_blank' ? '_blank' : '_self';
  const type = typeof link.linktype === 'string' ? link.linktype.trim().toLowerCase() : '';
  switch (type) {
    case 'email': {
      const href = emailHref(link.email);
      return href === null ? null : { href, target, external: true };
    }
    case 'story': {
      const href = storyHref(link.story?.full_slug, link.anchor, options);
      return href === null ? null : { href, target, external: false };
    }
    case 'url':
    case 'asset': {
      const source = cleanHref(link.url) === '' ? link.href : link.url;
      const classified = classifyHref(source, type === 'url');
      return classified === null ? null : { ...classified, target };
    }
    default:
      return null;
  }
}
