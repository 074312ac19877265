import {
  acceptedServiceNames,
  applyConsentChoice,
  type Consent,
  type ConsentChoiceAction,
  type ConsentRecordAction,
  consentChoiceSchema,
  consentCookieName,
  consentCopyKey,
  consentHashCommand,
  consentOnPageLoad,
  consentsOf,
  cookieDomainsOf,
  declinedServiceCookies,
  denyAppTrackedServices,
  parseConsentCopy,
  saveConsent,
  setConsentCategory,
  withAcceptedServices,
} from '@vitrine/domain';
import { readStored, writeStored } from '../browser-storage';
import { reportClientError } from '../telemetry/report-client-error';
import { pushToDataLayer } from '../tracking/data-layer';
import { analyticsConsentChanged } from '../tracking/econda';
import { tagManagerConsentChanged } from '../tracking/tag-manager';
import type { ConsentFrameData } from './consent-frame.server';
import { consentAppVersion } from './consent-paths';

/*
 * The consent banner's rules in the browser (issue 20): the domain's consent functions (and the
 * validation library its cookie and copy readers use), loaded by the banner only when a visitor
 * has to decide — no valid consent, a hash command, the footer link — so a visitor who decided
 * already loads none of it (issue 14 budgets).
 */

/** Where the app's tracking permission (§2 `#allowAppConsent` / `#denyAppConsent`) is kept. */
const appTrackingKey = 'consent:appTracking';

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return part.slice(prefix.length);
  }
  return null;
}

function appTrackingAllowed(): boolean | null {
  const value = readStored('session', appTrackingKey);
  return value === 'true' ? true : value === 'false' ? false : null;
}

function acceptedOf(consent: Consent): ReadonlySet<string> {
  return new Set(acceptedServiceNames(consent));
}

/** The consent as the browser holds it now: cookie, local copy (histories), user agent. */
function browserConsent(data: ConsentFrameData) {
  return consentOnPageLoad({
    definition: data.definition,
    cookie: readCookie(consentCookieName),
    userAgent: navigator.userAgent,
    now: Date.now(),
    appVersion: consentAppVersion,
    localCopy: parseConsentCopy(readStored('local', consentCopyKey)),
  });
}

/**
 * Saves a decision (§4) and does what the domain says a save asks for: the cookie (one year,
 * lax, path /) and the local copy, the update event in the data layer, the proof-of-consent
 * record (§7 consent call; a failed post goes to error reporting, §8), and the reload when an
 * optional service is off, so no declined script keeps running.
 */
async function saveDecision(
  chosen: Consent,
  action: ConsentRecordAction,
  data: ConsentFrameData,
): Promise<void> {
  const { consent, effects } = saveConsent(chosen, {
    now: Date.now(),
    appVersion: consentAppVersion,
  });
  let reload = false;
  for (const effect of effects) {
    switch (effect.type) {
      case 'consentCookie.write': {
        const secure = window.location.protocol === 'https:' ? '; Secure' : '';
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
        document.cookie = `${consentCookieName}=${effect.value}; Max-Age=${Math.floor(effect.maxAgeMs / 1000)}; Path=/; SameSite=Lax${secure}`;
        break;
      }
      case 'consentCopy.write':
        // Storage refused (private mode, full): the cookie still holds the decision.
        writeStored('local', consentCopyKey, effect.value);
        break;
      case 'consent.updated':
        pushToDataLayer({
          event: 'consent_update',
          consentVersion: effect.consent.version,
          consents: consentsOf(effect.consent),
        } as { event: string });
        // Google Consent Mode's update, and the tag manager once it is allowed (issue 20).
        tagManagerConsentChanged([...acceptedOf(effect.consent)]);
        // The shop's analytics script, once its service is on (issue 20, §2 econda.js).
        analyticsConsentChanged(data.shopId, [...acceptedOf(effect.consent)]);
        break;
      case 'trackingCookies.remove':
        // A service allowed before may have set its ids (§4): expired on every domain its tags
        // may have used, before the reload starts the page without them.
        removeCookies(declinedServiceCookies(document.cookie, effect.services));
        break;
      case 'page.reload':
        reload = true;
        break;
    }
  }
  const { origin, pathname, search } = window.location;
  try {
    const response = await fetch(data.recordsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        action,
        shopId: data.shopId,
        href: `${origin}${pathname}${search}`,
        version: consent.version,
        consents: consentsOf(consent),
      }),
      keepalive: true,
      credentials: 'omit',
    });
    if (!response.ok) throw new Error(`consent record answered ${response.status}`);
  } catch (error) {
    reportClientError(error, { area: 'consent', action });
  }
  if (reload) window.location.reload();
}

/** Expires cookies of this page's host, host-only and on each domain they may have been set on. */
function removeCookies(names: readonly string[]): void {
  const domains = cookieDomainsOf(window.location.hostname);
  for (const name of names) {
    for (const domain of domains) {
      const scope = domain === null ? '' : `; Domain=${domain}`;
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
      document.cookie = `${name}=; Max-Age=0; Path=/${scope}`;
    }
  }
}

/** The services the visitor holds now, for layer 2's boxes. */
export function acceptedServices(data: ConsentFrameData): ReadonlySet<string> {
  return acceptedOf(browserConsent(data).current);
}

/**
 * Layer 2's category switch (§4: toggling a category sets its group; required services stay
 * on): the ticked services after switching every service of `group` on or off.
 */
export function selectionWithCategory(
  data: ConsentFrameData,
  selection: ReadonlySet<string>,
  group: string,
  status: boolean,
): ReadonlySet<string> {
  const ticked = withAcceptedServices(browserConsent(data).current, [...selection]);
  return acceptedOf(setConsentCategory(ticked, group, status));
}

/**
 * The services of a valid consent the browser holds (§4), or null while the visitor has not
 * decided (the banner shows): what the tag manager starts with.
 */
export function decidedServices(data: ConsentFrameData): readonly string[] | null {
  const state = browserConsent(data);
  return state.bannerShown ? null : [...acceptedOf(state.current)];
}

/** Whether the banner must show for the browser's cookie and user agent (§4). */
export function bannerShownNow(data: ConsentFrameData): boolean {
  return browserConsent(data).bannerShown;
}

/**
 * Decides what the banner's form posted (the same schema the server reads): accept all,
 * reject all or the ticked services, over the consent the browser holds now.
 */
export async function decideFromForm(
  data: ConsentFrameData,
  form: FormData,
): Promise<ConsentChoiceAction | null> {
  const parsed = consentChoiceSchema.safeParse({
    action: form.get('action'),
    service: form.getAll('service'),
  });
  if (!parsed.success) return null;
  const state = browserConsent(data);
  await saveDecision(
    applyConsentChoice(state.current, parsed.data, {
      appTrackingAllowed: appTrackingAllowed(),
      visitor: state.visitor,
    }),
    parsed.data.action,
    data,
  );
  return parsed.data.action;
}

/**
 * Runs the URL hash's consent command (§2), once: `#denyConsent` rejects all,
 * `#denyAppConsent` / `#allowAppConsent` keep the app's permission (and a denial switches the
 * app-tracked services off a valid consent), allowing opens the banner unless a valid consent
 * exists. Answers whether the banner should open.
 */
export async function runHashCommand(
  data: ConsentFrameData,
): Promise<{ open: boolean; decided: boolean }> {
  const state = browserConsent(data);
  const effects = consentHashCommand(window.location.hash, state.bannerShown);
  if (effects.length === 0) return { open: false, decided: false };
  // A command runs once: the reload a decision may ask for must not run it again.
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  let open = false;
  let decided = false;
  for (const effect of effects) {
    if (effect.type === 'consent.denyAll') {
      decided = true;
      await saveDecision(
        applyConsentChoice(
          state.current,
          { action: 'rejectAll', service: [] },
          { appTrackingAllowed: appTrackingAllowed(), visitor: state.visitor },
        ),
        'denyAll',
        data,
      );
    } else if (effect.type === 'consent.appTracking') {
      writeStored('session', appTrackingKey, String(effect.allowed));
      if (!effect.allowed && state.validity.valid) {
        await saveDecision(denyAppTrackedServices(state.current), 'appTrackingDenied', data);
      }
    } else if (effect.type === 'consentBanner.open') {
      open = true;
    }
  }
  return { open, decided };
}
