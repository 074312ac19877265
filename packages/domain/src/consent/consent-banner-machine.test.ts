import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { type ConsentBannerInput, consentBannerMachine } from './consent-banner-machine';
import { parseConsentCookie, serialiseConsentCookie } from './consent-cookie';
import { serialiseConsentCopy } from './consent-copy';
import { parseConsentDefinition } from './consent-definition';
import { acceptAllConsent, rejectAllConsent, setConsentService } from './consent-selection';
import { consentMaxAgeMs } from './consent-validity';
import { recordConsentSave } from './save-consent';
import { categoryStatuses, consentDefinition, defaults, statuses } from './test-fixtures';
import type { Consent } from './types';

const pageLoad = Date.UTC(2025, 5, 1, 9);
const click = pageLoad + 30_000;

/** A consent saved a month before the page load, as its cookie. */
function cookieOf(consent: Consent, savedAt = pageLoad - 30 * 86_400_000): string {
  return serialiseConsentCookie({ ...consent, userInteracted: true, savedAt });
}

/** Starts the banner with its effects recorded instead of performed. */
function startBanner(overrides: Partial<ConsentBannerInput> = {}) {
  const effects: Array<{ type: string } & Record<string, unknown>> = [];
  const machine = consentBannerMachine.provide({
    actions: {
      writeCookie: (_, params) => {
        effects.push({ type: 'writeCookie', ...params });
      },
      writeLocalCopy: (_, params) => {
        effects.push({ type: 'writeLocalCopy', ...params });
      },
      dispatchUpdate: (_, params) => {
        effects.push({ type: 'dispatchUpdate', ...params });
      },
      removeTrackingCookies: (_, params) => {
        effects.push({ type: 'removeTrackingCookies', ...params });
      },
      reload: () => {
        effects.push({ type: 'reload' });
      },
    },
  });
  const actor = createActor(machine, {
    input: { definition: consentDefinition, now: pageLoad, appVersion: '1.4.0', ...overrides },
  }).start();
  const effectTypes = () => effects.map((effect) => effect.type);
  return { actor, effects, effectTypes };
}

describe('consent banner: page load (spec §4 Consent)', () => {
  test('given a first visit, the banner shows its first layer preselected with the CMS defaults', () => {
    const { actor, effects } = startBanner();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ bannerShown: 'layer1' });
    expect(snapshot.context.validity).toEqual({ valid: false, reason: 'invalidInteraction' });
    expect(statuses(snapshot.context.selection)).toEqual(statuses(defaults));
    expect(effects).toEqual([]);
  });

  test('until the visitor decides, only required services are in force', () => {
    const { actor } = startBanner();
    expect(statuses(actor.getSnapshot().context.consent)).toEqual({
      storage: true,
      session: true,
      analytics: false,
      appAnalytics: false,
      ads: false,
      retargeting: false,
    });
  });

  test('given a valid stored consent, the banner stays hidden and the choices apply', () => {
    const { actor } = startBanner({ cookie: cookieOf(acceptAllConsent(defaults)) });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('bannerHidden');
    expect(snapshot.context.validity).toEqual({ valid: true });
    expect(Object.values(statuses(snapshot.context.consent))).toEqual(Array(6).fill(true));
  });

  test.each([
    {
      case: 'a consent older than a year',
      cookie: cookieOf(acceptAllConsent(defaults), pageLoad - consentMaxAgeMs),
      reason: 'invalidTime',
    },
    {
      case: 'a consent of an older CMS version',
      cookie: cookieOf({ ...acceptAllConsent(defaults), version: '6' }),
      reason: 'invalidVersion',
    },
    {
      case: 'a consent without interaction',
      cookie: serialiseConsentCookie({ ...defaults, savedAt: pageLoad - 1000 }),
      reason: 'invalidInteraction',
    },
    { case: 'a garbage cookie', cookie: '%7B%22version%22%3A', reason: 'invalidInteraction' },
    { case: 'an empty cookie', cookie: '', reason: 'invalidInteraction' },
  ])('given $case, the banner shows ($reason) with the defaults', ({ cookie, reason }) => {
    const { actor } = startBanner({ cookie });
    expect(actor.getSnapshot().value).toEqual({ bannerShown: 'layer1' });
    expect(actor.getSnapshot().context.validity).toEqual({ valid: false, reason });
    expect(statuses(actor.getSnapshot().context.selection)).toEqual(statuses(defaults));
    expect(statuses(actor.getSnapshot().context.consent).analytics).toBe(false);
  });

  test('given an unreadable page-load time, the stored consent cannot be trusted', () => {
    const { actor } = startBanner({ cookie: cookieOf(defaults), now: new Date(Number.NaN) });
    expect(actor.getSnapshot().context.validity).toEqual({ valid: false, reason: 'invalidTime' });
  });

  /** Storage as an optional service, off by default, so the automatic consent shows. */
  const optionalStorage = parseConsentDefinition({
    version: '7',
    categories: [
      { group: 'functional', services: [{ name: 'storage' }, { name: 'chat' }] },
      { group: 'marketing', services: [{ name: 'ads' }] },
    ],
  });

  test('given a retail visitor, the banner stays hidden and storage is on', () => {
    const { actor } = startBanner({ definition: optionalStorage, visitor: { isRetail: true } });
    expect(actor.getSnapshot().value).toBe('bannerHidden');
    expect(statuses(actor.getSnapshot().context.consent)).toEqual({
      storage: true,
      chat: false,
      ads: false,
    });
    actor.send({ type: 'consent.reopen' });
    actor.send({ type: 'consentBanner.open' });
    expect(actor.getSnapshot().value).toBe('bannerHidden');
  });

  test('given a crawler, the banner shows and storage stays on, even after reject all', () => {
    const { actor } = startBanner({ definition: optionalStorage, visitor: { isCrawler: true } });
    expect(actor.getSnapshot().value).toEqual({ bannerShown: 'layer1' });
    expect(statuses(actor.getSnapshot().context.consent).storage).toBe(true);
    actor.send({ type: 'consent.openSettings' });
    actor.send({ type: 'consent.toggleService', name: 'storage', status: false });
    expect(statuses(actor.getSnapshot().context.selection).storage).toBe(true);
    actor.send({ type: 'consent.rejectAll', now: click });
    expect(statuses(actor.getSnapshot().context.consent)).toEqual({
      storage: true,
      chat: false,
      ads: false,
    });
  });

  test('the storage service name is an input', () => {
    const { actor } = startBanner({
      definition: optionalStorage,
      visitor: { isCrawler: true },
      storageServiceName: 'chat',
    });
    expect(statuses(actor.getSnapshot().context.consent)).toEqual({
      storage: false,
      chat: true,
      ads: false,
    });
  });

  test('the local copy brings the service histories along', () => {
    const earlier = recordConsentSave(acceptAllConsent(defaults), {
      now: pageLoad - 1000,
      appVersion: '1.3.0',
    });
    const { actor } = startBanner({
      cookie: serialiseConsentCookie(earlier),
      localCopy: serialiseConsentCopy(earlier),
    });
    expect(actor.getSnapshot().context.consent.categories[0]?.services[0]?.history).toEqual([
      { status: true, timestamp: pageLoad - 1000, consentVersion: '7', appVersion: '1.3.0' },
    ]);
  });
});

describe('consent banner: deciding (spec §4 actions: accept all, reject all, save custom)', () => {
  test('accept all saves every service on, writes cookie and copy, announces it, no reload', () => {
    const { actor, effects, effectTypes } = startBanner();
    actor.send({ type: 'consent.acceptAll', now: click });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('saved');
    expect(context.consent).toMatchObject({
      userInteracted: true,
      savedAt: click,
      appVersion: '1.4.0',
    });
    expect(Object.values(statuses(context.consent))).toEqual(Array(6).fill(true));
    expect(effectTypes()).toEqual(['writeCookie', 'writeLocalCopy', 'dispatchUpdate']);
    expect(effects[0]).toMatchObject({ maxAgeMs: consentMaxAgeMs });
    expect(parseConsentCookie(effects[0]?.value)).toMatchObject({
      savedAt: click,
      userInteracted: true,
      acceptedServices: ['storage', 'session', 'analytics', 'appAnalytics', 'ads', 'retargeting'],
    });
    expect(effects[2]).toEqual({ type: 'dispatchUpdate', consent: context.consent });
  });

  test('each save appends to every service history with the time of the click', () => {
    const { actor } = startBanner();
    actor.send({ type: 'consent.acceptAll', now: new Date(click) });
    expect(actor.getSnapshot().context.consent.categories[2]?.services[0]?.history).toEqual([
      { status: true, timestamp: click, consentVersion: '7', appVersion: '1.4.0' },
    ]);
  });

  test('an unreadable click time falls back to the page-load time', () => {
    const { actor } = startBanner();
    actor.send({ type: 'consent.acceptAll', now: Number.NaN });
    expect(actor.getSnapshot().context.consent.savedAt).toBe(pageLoad);
  });

  test('reject all keeps only required services, removes the declined cookies and reloads', () => {
    const { actor, effects, effectTypes } = startBanner();
    actor.send({ type: 'consent.rejectAll', now: click });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(statuses(actor.getSnapshot().context.consent)).toEqual({
      storage: true,
      session: true,
      analytics: false,
      appAnalytics: false,
      ads: false,
      retargeting: false,
    });
    expect(effectTypes()).toEqual([
      'writeCookie',
      'writeLocalCopy',
      'dispatchUpdate',
      'removeTrackingCookies',
      'reload',
    ]);
    expect(effects[3]).toEqual({
      type: 'removeTrackingCookies',
      services: ['analytics', 'appAnalytics', 'ads', 'retargeting'],
    });
  });

  test('custom selection: settings, toggle a category and a service, save', () => {
    const { actor, effectTypes } = startBanner();
    const inForce = statuses(actor.getSnapshot().context.consent);
    actor.send({ type: 'consent.openSettings' });
    expect(actor.getSnapshot().value).toEqual({ bannerShown: 'layer2' });
    actor.send({ type: 'consent.toggleCategory', group: 'marketing', status: true });
    actor.send({ type: 'consent.toggleService', name: 'analytics', status: false });
    expect(categoryStatuses(actor.getSnapshot().context.selection)).toEqual({
      essential: true,
      statistics: false,
      marketing: true,
    });
    expect(statuses(actor.getSnapshot().context.consent)).toEqual(inForce);
    actor.send({ type: 'consent.saveSelection', now: click });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(statuses(actor.getSnapshot().context.consent)).toMatchObject({
      analytics: false,
      appAnalytics: false,
      ads: true,
      retargeting: true,
    });
    expect(effectTypes()).toContain('reload');
  });

  test('toggles without a status flip the category or service', () => {
    const { actor } = startBanner();
    actor.send({ type: 'consent.openSettings' });
    actor.send({ type: 'consent.toggleCategory', group: 'statistics' });
    actor.send({ type: 'consent.toggleService', name: 'ads' });
    expect(statuses(actor.getSnapshot().context.selection)).toMatchObject({
      analytics: false,
      appAnalytics: false,
      ads: true,
    });
    actor.send({ type: 'consent.toggleCategory', group: 'statistics' });
    actor.send({ type: 'consent.toggleService', name: 'ads' });
    expect(statuses(actor.getSnapshot().context.selection)).toMatchObject({
      analytics: true,
      appAnalytics: true,
      ads: false,
    });
  });

  test.each([
    { event: { type: 'consent.toggleCategory', group: 'essential', status: false } as const },
    { event: { type: 'consent.toggleService', name: 'storage', status: false } as const },
    { event: { type: 'consent.toggleService', name: 'storage' } as const },
    { event: { type: 'consent.toggleCategory', group: 'unknown', status: true } as const },
    { event: { type: 'consent.toggleService', name: '', status: true } as const },
  ])('required or unknown entries do not change: $event', ({ event }) => {
    const { actor } = startBanner();
    actor.send({ type: 'consent.openSettings' });
    actor.send(event);
    expect(statuses(actor.getSnapshot().context.selection)).toEqual(statuses(defaults));
  });

  test('the first layer offers no toggles and no save of a selection', () => {
    const { actor, effects } = startBanner();
    actor.send({ type: 'consent.toggleCategory', group: 'marketing', status: true });
    actor.send({ type: 'consent.saveSelection', now: click });
    expect(actor.getSnapshot().value).toEqual({ bannerShown: 'layer1' });
    expect(statuses(actor.getSnapshot().context.selection)).toEqual(statuses(defaults));
    expect(effects).toEqual([]);
  });

  test('reset brings the selection back to the CMS defaults', () => {
    const { actor } = startBanner({ cookie: cookieOf(acceptAllConsent(defaults)) });
    actor.send({ type: 'consent.reopen' });
    actor.send({ type: 'consent.reset' });
    expect(statuses(actor.getSnapshot().context.selection)).toEqual(statuses(defaults));
    expect(Object.values(statuses(actor.getSnapshot().context.consent))).toEqual(
      Array(6).fill(true),
    );
  });
});

describe('consent banner: reopening (spec §2 footer link)', () => {
  test('after saving, the footer link opens the settings with the saved choices', () => {
    const { actor } = startBanner();
    actor.send({ type: 'consent.acceptAll', now: click });
    actor.send({ type: 'consent.reopen' });
    expect(actor.getSnapshot().value).toEqual({ bannerShown: 'layer2' });
    expect(Object.values(statuses(actor.getSnapshot().context.selection))).toEqual(
      Array(6).fill(true),
    );
  });

  test('with a valid consent, the footer link opens the settings layer', () => {
    const { actor } = startBanner({ cookie: cookieOf(defaults) });
    actor.send({ type: 'consent.reopen' });
    expect(actor.getSnapshot().value).toEqual({ bannerShown: 'layer2' });
  });

  test('while the first layer shows, the footer link goes to the settings layer', () => {
    const { actor } = startBanner();
    actor.send({ type: 'consent.reopen' });
    expect(actor.getSnapshot().value).toEqual({ bannerShown: 'layer2' });
  });

  test('edits abandoned by reopening are replaced by the consent in force', () => {
    const { actor } = startBanner();
    actor.send({ type: 'consent.acceptAll', now: click });
    actor.send({ type: 'consent.reopen' });
    actor.send({ type: 'consent.toggleCategory', group: 'marketing', status: false });
    actor.send({ type: 'consent.acceptAll', now: click + 1 });
    actor.send({ type: 'consent.reopen' });
    expect(statuses(actor.getSnapshot().context.selection).ads).toBe(true);
  });
});

describe('consent banner: URL hash commands (spec §2 #denyConsent, #denyAppConsent, #allowAppConsent)', () => {
  test('#denyConsent on a first visit rejects all and saves', () => {
    const { actor, effectTypes } = startBanner();
    actor.send({ type: 'consent.denyAll' });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.consent.savedAt).toBe(pageLoad);
    expect(statuses(actor.getSnapshot().context.consent).analytics).toBe(false);
    expect(effectTypes()).toContain('reload');
  });

  test('#denyConsent withdraws a valid consent that allowed more', () => {
    const { actor } = startBanner({ cookie: cookieOf(acceptAllConsent(defaults)) });
    actor.send({ type: 'consent.denyAll', now: click });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.consent.savedAt).toBe(click);
    expect(statuses(actor.getSnapshot().context.consent).ads).toBe(false);
  });

  test('#denyConsent against a consent that already denies all does nothing, so a reload cannot loop', () => {
    const { actor, effects } = startBanner({ cookie: cookieOf(rejectAllConsent(defaults)) });
    actor.send({ type: 'consent.denyAll', now: click });
    expect(actor.getSnapshot().value).toBe('bannerHidden');
    expect(effects).toEqual([]);
  });

  test('#denyAppConsent while the banner shows switches app-tracked services off without saving', () => {
    const { actor, effects } = startBanner();
    actor.send({ type: 'consent.openSettings' });
    actor.send({ type: 'consent.toggleCategory', group: 'marketing', status: true });
    actor.send({ type: 'consent.appTracking', allowed: false });
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ bannerShown: 'layer2' });
    expect(context.appTrackingAllowed).toBe(false);
    expect(statuses(context.selection)).toMatchObject({ ads: true, retargeting: false });
    expect(effects).toEqual([]);
  });

  test('#denyAppConsent re-saves a valid consent that had app-tracked services on', () => {
    const { actor, effects, effectTypes } = startBanner({
      cookie: cookieOf(acceptAllConsent(defaults)),
    });
    actor.send({ type: 'consent.appTracking', allowed: false, now: click });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(statuses(actor.getSnapshot().context.consent)).toMatchObject({
      analytics: true,
      appAnalytics: false,
      ads: true,
      retargeting: false,
    });
    expect(effectTypes()).toEqual([
      'writeCookie',
      'writeLocalCopy',
      'dispatchUpdate',
      'removeTrackingCookies',
      'reload',
    ]);
    expect(effects[3]).toMatchObject({ services: ['appAnalytics', 'retargeting'] });
  });

  test('#denyAppConsent against a consent without app-tracked services on saves nothing', () => {
    const { actor, effects } = startBanner({ cookie: cookieOf(defaults) });
    actor.send({ type: 'consent.appTracking', allowed: false, now: click });
    expect(actor.getSnapshot().value).toBe('bannerHidden');
    expect(effects).toEqual([]);
  });

  test('a denial known from the input applies from the start', () => {
    const { actor } = startBanner({
      cookie: cookieOf(acceptAllConsent(defaults)),
      appTrackingAllowed: false,
    });
    expect(statuses(actor.getSnapshot().context.consent)).toMatchObject({
      appAnalytics: false,
      retargeting: false,
      ads: true,
    });
  });

  test('#allowAppConsent records the permission; reject all then keeps app-tracked services that are on', () => {
    const { actor } = startBanner();
    actor.send({ type: 'consent.appTracking', allowed: true });
    expect(actor.getSnapshot().context.appTrackingAllowed).toBe(true);
    actor.send({ type: 'consent.openSettings' });
    actor.send({ type: 'consent.toggleService', name: 'retargeting', status: true });
    actor.send({ type: 'consent.rejectAll', now: click });
    expect(statuses(actor.getSnapshot().context.consent)).toMatchObject({
      analytics: false,
      appAnalytics: false,
      ads: false,
      retargeting: true,
    });
  });

  test('#allowAppConsent opens a hidden banner on its first layer (consentBanner.open)', () => {
    const { actor } = startBanner({ cookie: cookieOf(defaults) });
    actor.send({ type: 'consent.appTracking', allowed: true });
    actor.send({ type: 'consentBanner.open' });
    expect(actor.getSnapshot().value).toEqual({ bannerShown: 'layer1' });
  });

  test('opening after a save shows the first layer again', () => {
    const { actor } = startBanner();
    actor.send({ type: 'consent.acceptAll', now: click });
    actor.send({ type: 'consentBanner.open' });
    expect(actor.getSnapshot().value).toEqual({ bannerShown: 'layer1' });
  });

  test('retail mode: a saved consent cannot be reopened', () => {
    const { actor } = startBanner({ visitor: { isRetail: true } });
    actor.send({ type: 'consent.denyAll', now: click });
    expect(actor.getSnapshot().value).toBe('saved');
    actor.send({ type: 'consent.reopen' });
    actor.send({ type: 'consentBanner.open' });
    expect(actor.getSnapshot().value).toBe('saved');
  });
});

describe('consent banner: default effects are emitted (spec §4)', () => {
  test('without provided actions, the effects arrive as emitted events', () => {
    const actor = createActor(consentBannerMachine, {
      input: { definition: consentDefinition, now: pageLoad },
    }).start();
    const emitted: string[] = [];
    for (const type of [
      'consentCookie.write',
      'consentCopy.write',
      'consent.updated',
      'trackingCookies.remove',
      'page.reload',
    ] as const) {
      actor.on(type, (event) => {
        emitted.push(event.type);
      });
    }
    actor.send({ type: 'consent.rejectAll', now: click });
    expect(emitted).toEqual([
      'consentCookie.write',
      'consentCopy.write',
      'consent.updated',
      'trackingCookies.remove',
      'page.reload',
    ]);
  });

  test('an empty definition still works: nothing to choose, nothing declined', () => {
    const actor = createActor(consentBannerMachine, {
      input: { definition: { version: '', categories: [] }, now: pageLoad, visitor: null },
    }).start();
    const reloads: string[] = [];
    actor.on('page.reload', (event) => {
      reloads.push(event.type);
    });
    actor.send({ type: 'consent.acceptAll', now: click });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(reloads).toEqual([]);
  });

  test('a consent saved after changing a single service reads back as the cookie says', () => {
    const chosen = setConsentService(defaults, 'ads', true);
    const { actor } = startBanner({ cookie: cookieOf(chosen) });
    expect(statuses(actor.getSnapshot().context.consent).ads).toBe(true);
  });
});
