import { dataLayerEventNames } from '@vitrine/domain';
import { analyticsAllowed, analyticsScriptPath } from '@vitrine/domain/telemetry';
import { analyticsPage } from './analytics-page';

/**
 * Adds the analytics script (§2 `/scripts/econda.js`) to the document, once: its collector,
 * the shop and the §4 event names it forwards from the data layer go as its tag's data.
 */
function addScript(): void {
  const page = analyticsPage();
  if (page === null || document.querySelector(`script[src="${analyticsScriptPath}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = analyticsScriptPath;
  script.dataset.collector = page.collector;
  script.dataset.shop = page.shop;
  script.dataset.events = dataLayerEventNames.join(' ');
  document.head.append(script);
}

/**
 * Applies the visitor's consent (the services they have on) to the analytics script (issue
 * 20): at the page's start for a returning visitor, and on a banner decision. Loaded only with
 * its consent service on; nothing on a page that has not started (no setting yet). A service
 * switched off reloads the page (§4), so a loaded script never needs removing.
 */
export function analyticsConsentChanged(acceptedServices: readonly string[]): void {
  if (typeof window === 'undefined' || !analyticsAllowed(acceptedServices)) return;
  addScript();
}
