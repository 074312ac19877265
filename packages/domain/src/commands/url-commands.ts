import type { CommandEffect } from './command-effect';
import { consentHashCommand } from './consent-hash-command';
import { scridCommand } from './scrid-command';
import { voucherCommand } from './voucher-command';

export interface UrlCommandContext {
  readonly search: string | null | undefined;
  readonly hash: string | null | undefined;
  /** The banner flag: `true` shown, `false` hidden, `undefined` not yet evaluated. */
  readonly consentBannerVisible: boolean | undefined;
  readonly paybackConsent: boolean;
}

/**
 * All URL commands of one page view (§2), in the order they must apply: the consent hash
 * first, because it changes what the others may do — a denial withdraws payback consent, so
 * no scrid is stored, and an opened banner holds back the voucher toast. `?redirect=goodbye`
 * is not among them: the route guards show that toast (`runRouteGuards`).
 */
export function urlCommands(context: UrlCommandContext): readonly CommandEffect[] {
  const consentEffects = consentHashCommand(context.hash, context.consentBannerVisible);
  const deniesAll = consentEffects.some((effect) => effect.type === 'consent.denyAll');
  const opensBanner = consentEffects.some((effect) => effect.type === 'consentBanner.open');
  const scrid = scridCommand({
    search: context.search,
    paybackConsent: context.paybackConsent && !deniesAll,
  });
  return [
    ...consentEffects,
    ...voucherCommand({
      search: context.search,
      consentBannerVisible: opensBanner ? true : context.consentBannerVisible,
    }),
    ...(scrid ? [scrid] : []),
  ];
}
