/**
 * The document title (§2): `{title} | {siteName}`; the site name alone when the title is
 * empty, the title alone when there is no site name.
 */
export function pageTitle(
  title: string | null | undefined,
  siteName: string | null | undefined,
): string {
  return [title, siteName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' | ');
}
