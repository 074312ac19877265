import {
  isConsentServiceOn,
  type ShowToast,
  scridCookie,
  urlCommands,
  voucherCookie,
} from '@vitrine/domain';
import { serialize } from 'cookie';
import type { RouterContextProvider } from 'react-router';
import { requestConsent } from '../../server/consent/consent-state';
import { keepVoucherCode } from '../basket/voucher-cookie.server';
import { loadSiteLayout } from '../cms/site-layout.server';

/** What a page's URL commands ask of its answer: cookies to set and toasts to show. */
export interface UrlCommandOutcome {
  readonly cookies: readonly string[];
  readonly toasts: readonly ShowToast[];
}

/**
 * The §2 URL commands a page address carries, acted on by the server so they work without
 * JavaScript: `?voucher=` keeps the code in the voucher cookie for 14 days and shows the 'gift
 * code activated' toast while the consent banner is hidden; `?scrid=` is kept when valid and
 * the visitor's payback consent is on. Null for an address with neither (the page stays the
 * same for everyone). The hash commands are the browser's: a server never sees a hash.
 */
export async function urlCommandOutcome(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
): Promise<UrlCommandOutcome | null> {
  if (!url.searchParams.has('voucher') && !url.searchParams.has('scrid')) return null;
  const layout = await loadSiteLayout(context);
  const consent = requestConsent({
    layout: layout?.content ?? null,
    cookieHeader: request.headers.get('cookie'),
    userAgent: request.headers.get('user-agent'),
  });
  const effects = urlCommands({
    search: url.search,
    hash: null,
    // A shop without a consent block shows no banner.
    consentBannerVisible: consent?.bannerShown ?? false,
    paybackConsent: consent !== null && isConsentServiceOn(consent.inForce, 'payback'),
  });
  const cookies: string[] = [];
  const toasts: ShowToast[] = [];
  for (const effect of effects) {
    if (effect.type === 'cookie.set' && effect.name === voucherCookie.name) {
      cookies.push(keepVoucherCode(context, effect.value));
    } else if (effect.type === 'toast.show') toasts.push(effect);
    else if (effect.type === 'scrid.store') {
      cookies.push(
        serialize(scridCookie.name, effect.scrid, {
          httpOnly: true,
          path: scridCookie.path,
          sameSite: scridCookie.sameSite,
          secure: context.hostKind !== 'local',
        }),
      );
    }
  }
  return cookies.length === 0 && toasts.length === 0 ? null : { cookies, toasts };
}
