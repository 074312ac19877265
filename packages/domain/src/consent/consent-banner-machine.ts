import { assign, emit, not, setup } from 'xstate';
import { defaultStorageServiceName, withAutomaticConsent } from './automatic-consent';
import { parseConsentCookie, serialiseConsentCookie } from './consent-cookie';
import { parseConsentCopy, serialiseConsentCopy } from './consent-copy';
import {
  acceptAllConsent,
  declinedOptionalServices,
  denyAppTrackedServices,
  hasSameChoices,
  isConsentServiceOn,
  rejectAllConsent,
  resetConsentToDefaults,
  setConsentCategory,
  setConsentService,
} from './consent-selection';
import { consentMaxAgeMs, consentValidity } from './consent-validity';
import { defaultConsent } from './default-consent';
import { consentInForce, restoreConsent } from './restore-consent';
import { type ConsentEffect, recordConsentSave } from './save-consent';
import type { Consent, ConsentDefinition, ConsentValidity, ConsentVisitor } from './types';

export interface ConsentBannerInput {
  /** From `parseConsentDefinition(cmsContent)`. */
  readonly definition: ConsentDefinition;
  /** The raw consent cookie value, if any; garbage counts as none. */
  readonly cookie?: string | null;
  /** The raw local copy, if any; it carries the service histories. */
  readonly localCopy?: string | null;
  /** The time of the page load. */
  readonly now: Date | number;
  /** The storefront build, recorded in the histories. */
  readonly appVersion?: string;
  readonly visitor?: ConsentVisitor | null;
  /** The service switched on for retail and crawler visitors (default `storage`). */
  readonly storageServiceName?: string;
  /** The app's tracking permission when known from an earlier page (null: not reported). */
  readonly appTrackingAllowed?: boolean | null;
}

export interface ConsentBannerContext {
  /** The CMS defaults, with the automatic storage consent for retail and crawlers. */
  readonly defaults: Consent;
  /**
   * The consent in force: the storefront loads services by this one. Until a valid decision
   * exists only required services (and the automatic storage consent) are on.
   */
  readonly consent: Consent;
  /**
   * What the banner shows and the visitor edits — at first the CMS defaults or the stored
   * choices; it becomes the consent on save.
   */
  readonly selection: Consent;
  readonly validity: ConsentValidity;
  /** Epoch ms of the latest time an event brought (the page load until then). */
  readonly now: number;
  readonly appVersion: string;
  readonly visitor: ConsentVisitor;
  readonly storageServiceName: string;
  readonly appTrackingAllowed: boolean | null;
}

type Time = Date | number;

export type ConsentBannerEvent =
  | { readonly type: 'consent.acceptAll'; readonly now: Time }
  | { readonly type: 'consent.rejectAll'; readonly now: Time }
  | { readonly type: 'consent.openSettings' }
  /** Without `status` the category flips. */
  | { readonly type: 'consent.toggleCategory'; readonly group: string; readonly status?: boolean }
  /** Without `status` the service flips. */
  | { readonly type: 'consent.toggleService'; readonly name: string; readonly status?: boolean }
  | { readonly type: 'consent.saveSelection'; readonly now: Time }
  | { readonly type: 'consent.reset' }
  /** The footer link: the banner opens on its settings layer. */
  | { readonly type: 'consent.reopen' }
  /** `#denyConsent` (the commands module's `consent.denyAll` effect). */
  | { readonly type: 'consent.denyAll'; readonly now?: Time }
  /** `#denyAppConsent` / `#allowAppConsent` (the commands module's `consent.appTracking`). */
  | { readonly type: 'consent.appTracking'; readonly allowed: boolean; readonly now?: Time }
  /** `#allowAppConsent` while the banner may open (the commands module's `consentBanner.open`). */
  | { readonly type: 'consentBanner.open' };

function epochMs(time: Time | undefined): number {
  return time === undefined ? Number.NaN : typeof time === 'number' ? time : time.getTime();
}

/** Applies the automatic storage consent of retail and crawler visitors to any choice. */
function automatic(context: ConsentBannerContext, consent: Consent): Consent {
  return withAutomaticConsent(consent, context.visitor, context.storageServiceName);
}

function rejected(context: ConsentBannerContext, consent: Consent): Consent {
  return automatic(
    context,
    rejectAllConsent(consent, { appTrackingAllowed: context.appTrackingAllowed }),
  );
}

function initialContext(input: ConsentBannerInput): ConsentBannerContext {
  const visitor = input.visitor ?? {};
  const storageServiceName = input.storageServiceName ?? defaultStorageServiceName;
  const appVersion = input.appVersion ?? '';
  const appTrackingAllowed = input.appTrackingAllowed ?? null;
  const now = epochMs(input.now);
  const defaults = withAutomaticConsent(
    defaultConsent(input.definition, appVersion),
    visitor,
    storageServiceName,
  );
  const stored = parseConsentCookie(input.cookie);
  const validity = consentValidity(stored, defaults.version, now);
  const restored = restoreConsent(
    defaults,
    validity.valid ? stored : null,
    parseConsentCopy(input.localCopy),
  );
  const adjust = (consent: Consent) =>
    withAutomaticConsent(
      appTrackingAllowed === false ? denyAppTrackedServices(consent) : consent,
      visitor,
      storageServiceName,
    );
  return {
    defaults,
    consent: adjust(consentInForce(restored, validity)),
    selection: adjust(restored),
    validity,
    now,
    appVersion,
    visitor,
    storageServiceName,
    appTrackingAllowed,
  };
}

/**
 * The cookie consent banner (§2 Screens, §4 Consent). It starts `checking` the stored
 * consent and settles in `bannerHidden` (valid consent, or retail mode) or `bannerShown`
 * — `layer1` (accept / settings) and `layer2` (categories, services, save selection, reset).
 * Accepting, rejecting or saving the selection goes through `savingConsent` to `saved`;
 * the footer link (`consent.reopen`) opens the settings layer again. `#denyConsent` and the
 * app's tracking reports arrive as the commands module's effects, whatever the state.
 *
 * Effects are the actions `writeCookie`, `writeLocalCopy`, `dispatchUpdate`,
 * `removeTrackingCookies` and `reload`. By default they emit `consentCookie.write`,
 * `consentCopy.write`, `consent.updated`, `trackingCookies.remove` and `page.reload`
 * (listen with `actor.on`); the storefront may replace them with `machine.provide({ actions })`.
 * Time comes with the input and the saving events; nothing here reads the clock.
 *
 * @example
 * const actor = createActor(consentBannerMachine, {
 *   input: { definition, cookie, localCopy, now: Date.now(), visitor: { isCrawler } },
 * }).start();
 * actor.on('page.reload', () => window.location.reload());
 * actor.send({ type: 'consent.acceptAll', now: Date.now() });
 */
export const consentBannerMachine = setup({
  types: {
    context: {} as ConsentBannerContext,
    input: {} as ConsentBannerInput,
    events: {} as ConsentBannerEvent,
    emitted: {} as ConsentEffect,
  },
  actions: {
    rememberTime: assign(({ context }, params: { now: Time | undefined }) => {
      const now = epochMs(params.now);
      return { now: Number.isFinite(now) ? now : context.now };
    }),
    selectAll: assign(({ context }) => ({
      selection: automatic(context, acceptAllConsent(context.selection)),
    })),
    selectNone: assign(({ context }) => ({ selection: rejected(context, context.selection) })),
    selectDefaults: assign(({ context }) => ({
      selection: automatic(context, resetConsentToDefaults(context.selection)),
    })),
    selectCategory: assign(
      ({ context }, params: { group: string; status: boolean | undefined }) => {
        const current = context.selection.categories.find((c) => c.group === params.group)?.status;
        return {
          selection: automatic(
            context,
            setConsentCategory(context.selection, params.group, params.status ?? !current),
          ),
        };
      },
    ),
    selectService: assign(({ context }, params: { name: string; status: boolean | undefined }) => ({
      selection: automatic(
        context,
        setConsentService(
          context.selection,
          params.name,
          params.status ?? !isConsentServiceOn(context.selection, params.name),
        ),
      ),
    })),
    resumeSelection: assign(({ context }) => ({ selection: context.consent })),
    setAppTracking: assign((_, params: { allowed: boolean }) => ({
      appTrackingAllowed: params.allowed,
    })),
    denyAppTracked: assign(({ context }) => ({
      consent: denyAppTrackedServices(context.consent),
      selection: denyAppTrackedServices(context.selection),
    })),
    recordSave: assign(({ context }) => {
      const saved = recordConsentSave(context.selection, {
        now: context.now,
        appVersion: context.appVersion,
      });
      return { consent: saved, selection: saved, validity: { valid: true } as const };
    }),
    writeCookie: emit((_, params: { value: string; maxAgeMs: number }) => ({
      type: 'consentCookie.write' as const,
      ...params,
    })),
    writeLocalCopy: emit((_, params: { value: string }) => ({
      type: 'consentCopy.write' as const,
      ...params,
    })),
    dispatchUpdate: emit((_, params: { consent: Consent }) => ({
      type: 'consent.updated' as const,
      ...params,
    })),
    removeTrackingCookies: emit((_, params: { services: readonly string[] }) => ({
      type: 'trackingCookies.remove' as const,
      ...params,
    })),
    reload: emit({ type: 'page.reload' as const }),
  },
  guards: {
    isRetail: ({ context }) => context.visitor.isRetail === true,
    hasValidConsent: ({ context }) => context.validity.valid,
    declinesOptionalService: ({ context }) => declinedOptionalServices(context.consent).length > 0,
    /**
     * `#denyConsent` saves unless the visitor's valid consent already denies everything: a
     * reload keeps the hash, and saving again would reload again, for ever.
     */
    denialChangesConsent: ({ context }) =>
      !context.validity.valid ||
      !hasSameChoices(rejected(context, context.consent), context.consent),
    /** The app's denial re-saves a decided consent only when it switches something off. */
    appDenialChangesSavedConsent: ({ context }, params: { allowed: boolean }) =>
      !params.allowed &&
      context.validity.valid &&
      !hasSameChoices(denyAppTrackedServices(context.consent), context.consent),
    isAppDenial: (_, params: { allowed: boolean }) => !params.allowed,
  },
}).createMachine({
  id: 'consentBanner',
  context: ({ input }) => initialContext(input),
  initial: 'checking',
  on: {
    'consent.denyAll': {
      guard: 'denialChangesConsent',
      target: '.savingConsent',
      actions: [
        { type: 'rememberTime', params: ({ event }) => ({ now: event.now }) },
        'selectNone',
      ],
    },
    'consent.appTracking': [
      {
        guard: {
          type: 'appDenialChangesSavedConsent',
          params: ({ event }) => ({ allowed: event.allowed }),
        },
        target: '.savingConsent',
        actions: [
          { type: 'rememberTime', params: ({ event }) => ({ now: event.now }) },
          { type: 'setAppTracking', params: ({ event }) => ({ allowed: event.allowed }) },
          'denyAppTracked',
        ],
      },
      {
        guard: { type: 'isAppDenial', params: ({ event }) => ({ allowed: event.allowed }) },
        actions: [
          { type: 'setAppTracking', params: ({ event }) => ({ allowed: event.allowed }) },
          'denyAppTracked',
        ],
      },
      { actions: { type: 'setAppTracking', params: ({ event }) => ({ allowed: event.allowed }) } },
    ],
  },
  states: {
    checking: {
      always: [
        { guard: 'isRetail', target: 'bannerHidden' },
        { guard: 'hasValidConsent', target: 'bannerHidden' },
        { target: 'bannerShown' },
      ],
    },
    bannerHidden: {
      on: {
        'consent.reopen': {
          guard: not('isRetail'),
          target: 'bannerShown.layer2',
          actions: 'resumeSelection',
        },
        'consentBanner.open': {
          guard: not('isRetail'),
          target: 'bannerShown.layer1',
          actions: 'resumeSelection',
        },
      },
    },
    bannerShown: {
      initial: 'layer1',
      on: {
        'consent.acceptAll': {
          target: 'savingConsent',
          actions: [
            { type: 'rememberTime', params: ({ event }) => ({ now: event.now }) },
            'selectAll',
          ],
        },
        'consent.rejectAll': {
          target: 'savingConsent',
          actions: [
            { type: 'rememberTime', params: ({ event }) => ({ now: event.now }) },
            'selectNone',
          ],
        },
        'consent.openSettings': '.layer2',
        'consent.reopen': '.layer2',
      },
      states: {
        layer1: {},
        layer2: {
          on: {
            'consent.toggleCategory': {
              actions: {
                type: 'selectCategory',
                params: ({ event }) => ({ group: event.group, status: event.status }),
              },
            },
            'consent.toggleService': {
              actions: {
                type: 'selectService',
                params: ({ event }) => ({ name: event.name, status: event.status }),
              },
            },
            'consent.reset': { actions: 'selectDefaults' },
            'consent.saveSelection': {
              target: '#consentBanner.savingConsent',
              actions: { type: 'rememberTime', params: ({ event }) => ({ now: event.now }) },
            },
          },
        },
      },
    },
    savingConsent: {
      entry: [
        'recordSave',
        {
          type: 'writeCookie',
          params: ({ context }) => ({
            value: serialiseConsentCookie(context.consent),
            maxAgeMs: consentMaxAgeMs,
          }),
        },
        {
          type: 'writeLocalCopy',
          params: ({ context }) => ({ value: serialiseConsentCopy(context.consent) }),
        },
        { type: 'dispatchUpdate', params: ({ context }) => ({ consent: context.consent }) },
      ],
      always: [
        {
          guard: 'declinesOptionalService',
          target: 'saved',
          actions: [
            {
              type: 'removeTrackingCookies',
              params: ({ context }) => ({ services: declinedOptionalServices(context.consent) }),
            },
            'reload',
          ],
        },
        { target: 'saved' },
      ],
    },
    saved: {
      on: {
        'consent.reopen': {
          guard: not('isRetail'),
          target: 'bannerShown.layer2',
          actions: 'resumeSelection',
        },
        'consentBanner.open': {
          guard: not('isRetail'),
          target: 'bannerShown.layer1',
          actions: 'resumeSelection',
        },
      },
    },
  },
});
