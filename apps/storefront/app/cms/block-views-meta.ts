/**
 * The `<meta>` naming the components of a CMS page's story. The browser loads the code of
 * their views before React hydrates (app/entry.client.tsx): a view still loading when the page
 * hydrates leaves its block to hydrate later, and a context update reaching it before then
 * (the dialog layer mounting, a toast) would make React throw the block's HTML away and show
 * it again once loaded, shifting the page.
 */
export const blockViewsMetaName = 'vitrine-block-views';

/** The components the page's `<meta>` names; none on pages without a story. */
export function blockViewsOfPage(document: Document): string[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${blockViewsMetaName}"]`);
  return meta?.content.split(' ').filter((name) => name !== '') ?? [];
}
