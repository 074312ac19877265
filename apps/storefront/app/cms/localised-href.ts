/** An internal shop path with the locale's prefix (`/fr/ratgeber/`); other hrefs unchanged. */
export function localisedHref(href: string, localePrefix: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return `${localePrefix}${href}`;
}
