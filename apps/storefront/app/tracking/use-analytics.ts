import { consentCookieMayHoldService } from '@vitrine/domain';
import { analyticsService } from '@vitrine/domain/telemetry';
import * as React from 'react';
import { useLocation } from 'react-router';
import type { ConsentFrameData } from '../shell/consent-frame.server';
import { whenIdle } from '../when-idle';

/**
 * Tells the page's scripts of each client-side navigation to another address (path or query;
 * not the first render, which the document's load is): a `vitrine:page-view` event on window,
 * which the analytics script (`/scripts/econda.js`) counts as a page view.
 */
function usePageViewEvent(): void {
  const { pathname, search } = useLocation();
  const shown = React.useRef(`${pathname}${search}`);
  React.useEffect(() => {
    const address = `${pathname}${search}`;
    if (shown.current === address) return;
    shown.current = address;
    window.dispatchEvent(new CustomEvent('vitrine:page-view', { detail: { path: pathname } }));
  }, [pathname, search]);
}

/**
 * The shop's analytics (issue 20, §2 `/scripts/econda.js`, loaded at start): page views
 * announced on each client-side navigation, and the script added once per document when the
 * browser is idle after the page shows, if the visitor's consent has its service on — read by
 * the consent rules, whose chunk loads only when the consent cookie names the service: a first
 * visit, or a visitor who declined it, loads neither rules nor script. A shop whose layout has
 * no consent block asks nobody, so its script never loads. A decision in the banner adds it
 * without a reload (consent-client.ts).
 */
export function useAnalytics(consent: ConsentFrameData | null): void {
  usePageViewEvent();
  const latestConsent = React.useRef(consent);
  latestConsent.current = consent;
  const shop = consent?.shopId ?? null;
  React.useEffect(() => {
    if (shop === null) return;
    const start = () => {
      const data = latestConsent.current;
      if (data === null || !consentCookieMayHoldService(document.cookie, analyticsService)) return;
      void Promise.all([import('./econda'), import('../shell/consent-client')])
        .then(([econda, rules]) => {
          const decided = rules.decidedServices(data);
          if (decided !== null) econda.analyticsConsentChanged(data.shopId, decided);
        })
        .catch(() => undefined);
    };
    return whenIdle(start, 3000);
  }, [shop]);
}
