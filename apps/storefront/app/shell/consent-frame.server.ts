import {
  acceptedServiceNames,
  type ConsentBlock,
  type ConsentDefinition,
  consentRecordsPath,
  consentSettingsQuery,
  consentSettingsValue,
} from '@vitrine/domain';
import type { RouterContextProvider } from 'react-router';
import { consentDefinitionOf, requestConsent } from '../../server/consent/consent-state';
import { loadSiteLayout } from '../cms/site-layout.server';

/** What the page needs for the consent banner (issue 20, §2 layers 1 and 2, §4). */
export interface ConsentFrameData {
  /** The CMS block's texts (blank ones fall back to the ui catalogue). */
  readonly texts: Pick<
    ConsentBlock,
    | 'title'
    | 'text'
    | 'acceptAllLabel'
    | 'infoLabel'
    | 'settingsTitle'
    | 'saveSelectionLabel'
    | 'saveAllLabel'
  >;
  readonly definition: ConsentDefinition;
  /**
   * Why the server rendered the banner open: `shown` (no valid consent), `settings` (the
   * footer link's `?consent=settings`, layer 2), or null (closed). Part of the render cache's
   * key (server/consent/consent-cache-variant.ts).
   */
  readonly openedBy: 'shown' | 'settings' | null;
  /** The services on in the visitor's consent, for layer 2's boxes; empty while closed. */
  readonly accepted: readonly string[];
  /** The shop's key, recorded with each decision (§7 consent call: shopId). */
  readonly shopId: string;
  /** Where the browser posts the proof-of-consent records. */
  readonly recordsUrl: string;
}

/**
 * The banner's data for a page (null when the shop's layout has no consent block): whether it
 * opens, on which layer, and what layer 2's boxes start with.
 */
export async function consentFrameData(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<ConsentFrameData | null> {
  const layout = await loadSiteLayout(context);
  const block = layout?.content.layout.consent ?? null;
  const definition = consentDefinitionOf(layout?.content ?? null);
  const state = requestConsent({
    layout: layout?.content ?? null,
    cookieHeader: request.headers.get('cookie'),
    userAgent: request.headers.get('user-agent'),
  });
  if (block === null || definition === null || state === null) return null;
  const settings =
    new URL(request.url).searchParams.get(consentSettingsQuery) === consentSettingsValue;
  // The footer link's settings win: the visitor asked for layer 2.
  const openedBy = settings ? 'settings' : state.bannerShown ? 'shown' : null;
  const origin = context.services.env.VITRINE_CONSENT_RECORDS_ORIGIN;
  return {
    texts: {
      title: block.title,
      text: block.text,
      acceptAllLabel: block.acceptAllLabel,
      infoLabel: block.infoLabel,
      settingsTitle: block.settingsTitle,
      saveSelectionLabel: block.saveSelectionLabel,
      saveAllLabel: block.saveAllLabel,
    },
    definition,
    openedBy,
    accepted: openedBy === null ? [] : acceptedServiceNames(state.current),
    shopId: context.shop.key,
    recordsUrl: origin ? new URL(consentRecordsPath, origin).href : consentRecordsPath,
  };
}
