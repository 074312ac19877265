import { dataLayerEventNames } from '@vitrine/domain';
import {
  analyticsAllowed,
  analyticsEventsPath,
  analyticsScriptPath,
} from '@vitrine/domain/telemetry';
import { readClientSettings } from '../recovery/client-settings';

/**
 * Adds the analytics script (§2 `/scripts/econda.js`) to the document, once. Its tag tells it
 * where to post (the storefront, or `VITRINE_ANALYTICS_ORIGIN` from the client settings), the
 * page's shop, and the §4 event names it counts from the data layer.
 */
function addScript(shop: string): void {
  if (document.querySelector(`script[src="${analyticsScriptPath}"]`)) return;
  const origin = readClientSettings(document)?.analyticsOrigin ?? null;
  const script = document.createElement('script');
  script.async = true;
  script.src = analyticsScriptPath;
  script.dataset.collector =
    origin === null ? analyticsEventsPath : new URL(analyticsEventsPath, origin).href;
  script.dataset.shop = shop;
  script.dataset.events = dataLayerEventNames.join(' ');
  document.head.append(script);
}

/**
 * Applies the visitor's consent (the services they have on) to the shop's analytics script
 * (issue 20): at the page's start for a returning visitor (use-analytics.ts), and on a banner
 * decision (consent-client.ts). The script loads only with its consent service on. A service
 * switched off reloads the page (§4), so a loaded script never needs removing.
 */
export function analyticsConsentChanged(shop: string, acceptedServices: readonly string[]): void {
  if (typeof window === 'undefined' || !analyticsAllowed(acceptedServices)) return;
  addScript(shop);
}
