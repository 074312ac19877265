/*
 * econda.js: the shop's own analytics script (issue 20, §2 static scripts, "analytics, loaded at
 * start"). First-party and cookie-less: it keeps nothing in the browser and sends nothing of the
 * visitor, only what happened on which page of which shop — a page view when it loads and at
 * each client-side navigation (the storefront's `vitrine:page-view` event), and the names of
 * the §4 events pushed to `window.dataLayer` after it loaded — to the collector its tag names.
 *
 * The page adds it only while the visitor's consent has its service on (app/tracking/econda.ts),
 * with the tag's data: `data-collector` (where to post), `data-shop` (the shop's key) and
 * `data-events` (the §4 event names, space-separated). The locale is the document's language.
 *
 * Hand-written ES2019, no dependencies; it never throws into the page.
 */
(() => {
  try {
    const tag =
      document.currentScript || document.querySelector('script[src$="/scripts/econda.js"]');
    // Once per document, whatever adds the tag again.
    if (!tag || window.vitrineAnalytics) return;
    const collector = tag.getAttribute('data-collector');
    const shop = tag.getAttribute('data-shop');
    if (!collector || !shop) return;
    const forwarded = (tag.getAttribute('data-events') || '').split(' ').filter(Boolean);
    window.vitrineAnalytics = { collector, shop };

    /**
     * Posts one event as text (no CORS preflight to a collector elsewhere) with a fetch kept
     * alive past the page and without credentials: the shop's cookies never go with it (a
     * beacon always sends them). Where fetch cannot, a beacon.
     */
    const send = (name) => {
      try {
        const body = JSON.stringify({
          name,
          path: window.location.pathname,
          shop,
          locale: document.documentElement.lang,
        });
        if (typeof window.fetch === 'function') {
          window
            .fetch(collector, {
              method: 'POST',
              body,
              headers: { 'content-type': 'text/plain;charset=UTF-8' },
              keepalive: true,
              credentials: 'omit',
            })
            .catch(() => undefined);
        } else if (typeof navigator.sendBeacon === 'function') {
          navigator.sendBeacon(collector, body);
        }
      } catch {
        // Counting is never worth an error in the page.
      }
    };

    /** The §4 event names among what was pushed (commands and other entries are not counted). */
    const countPushed = (entries) => {
      for (let index = 0; index < entries.length; index += 1) {
        const entry = entries[index];
        const name = entry && typeof entry === 'object' ? entry.event : undefined;
        if (typeof name === 'string' && forwarded.indexOf(name) !== -1) send(name);
      }
    };

    // The data layer's `push` keeps doing what it did (and answering what it answered); the
    // pushes after this one are counted too.
    const layer = window.dataLayer || [];
    window.dataLayer = layer;
    const push = layer.push;
    layer.push = function (...entries) {
      const result = push.apply(this, entries);
      try {
        countPushed(entries);
      } catch {
        // As above.
      }
      return result;
    };

    window.addEventListener('vitrine:page-view', () => send('page_view'));
    send('page_view');
  } catch {
    // As above.
  }
})();
