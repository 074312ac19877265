/**
 * The first-party cookies a tracking service's tags set in the shop's own domain, by name
 * (the services of the shops' consent definitions). §4: when an optional service is off after a
 * save, its cookies are removed before the page reloads, so a visitor who withdraws consent
 * does not keep, say, two-year analytics ids. A service missing here sets none in our domain
 * (videos: the player's cookies are the player's host's, which a page cannot remove).
 */
const cookiesOfService: Readonly<Record<string, readonly RegExp[]>> = {
  // The analytics tags the tag manager loads: GA4's client and session ids and its throttle.
  'google-tag-manager': [/^_ga$/, /^_ga_\w+$/, /^_gid$/, /^_gat(?:_\w+)?$/],
  // Conversion linker and ad click ids.
  'google-ads': [/^_gcl_\w+$/, /^_gac_\w+$/],
  // econda's visitor and session ids.
  econda: [/^emos_\w+$/],
};

/** The cookie names a `document.cookie` string holds, each once. */
export function cookieNamesOf(cookies: string): string[] {
  const names = cookies
    .split(';')
    .map((pair) => pair.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/**
 * The cookies among `cookies` (a `document.cookie` string) that the `declined` services set:
 * what the browser removes after a save that switched them off (§4).
 *
 * @example
 * declinedServiceCookies('_ga=GA1.1.5; basket=1', ['google-tag-manager']); // ['_ga']
 */
export function declinedServiceCookies(cookies: string, declined: readonly string[]): string[] {
  const patterns = declined.flatMap((service) => cookiesOfService[service] ?? []);
  return cookieNamesOf(cookies).filter((name) => patterns.some((pattern) => pattern.test(name)));
}

/**
 * The `Domain` values a cookie of `hostname` may have been set with: none (host-only) and the
 * host and each parent domain, since analytics tags set theirs on the registrable domain
 * (`.nido.example`) to span the shop's hosts. An expiry the browser refuses (a public suffix)
 * is ignored by it, so every one is tried. An IP address has no parents.
 */
export function cookieDomainsOf(hostname: string): (string | null)[] {
  if (hostname === '' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [null];
  const labels = hostname.split('.');
  const parents = labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  return [null, ...parents];
}
