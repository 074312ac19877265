import { consentCookieName } from '@vitrine/domain';
import * as React from 'react';
import { CspNonceContext } from '../zod-without-eval';

/**
 * The head script that hides a banner the server rendered for a page kept for everyone before
 * it is painted, when this visitor's cookie holds a valid consent (issue 20: the render cache
 * and a CDN serve the banner variant to anyone without the cookie they were keyed by). It
 * mirrors the domain's `consentValidity` (interacted, under a year, current version) in a few
 * bytes; after hydration the banner settles with the domain's own rules. The stylesheet hides
 * `[data-opened-by=shown]` under `html[data-consent=valid]`. The year is written out, not
 * imported: importing the domain's `consentMaxAgeMs` brought `consentValidity` into every
 * page's frame chunk (0.2 KB); consent-pre-paint.test.ts holds the script to the domain's rule.
 */
export function consentPrePaintScript(version: string): string {
  const quoted = JSON.stringify(version).replaceAll('<', '\\u003c');
  return `try{var m=document.cookie.match(/(?:^|; )${consentCookieName}=([^;]*)/);if(m){var c=JSON.parse(decodeURIComponent(m[1])),a=Date.now()-c.savedAt;if(c.userInteracted===true&&a>=0&&a<31556926000&&String(c.version)===${quoted})document.documentElement.setAttribute('data-consent','valid')}}catch(e){}`;
}

export function ConsentPrePaint({ version }: { readonly version: string }) {
  const nonce = React.useContext(CspNonceContext);
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our constant and the CMS version, JSON-quoted
      dangerouslySetInnerHTML={{ __html: consentPrePaintScript(version) }}
    />
  );
}
