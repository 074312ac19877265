import { consentModeState, tagManagerAllowed } from '@vitrine/domain';
import { readStored, writeStored } from '../browser-storage';

/** What the page frame says about the shop's tag manager (server/tracking/tag-manager-setting.ts). */
export interface TagManagerPageSetting {
  readonly id: string;
  readonly origin: string;
}

let defaultsSet = false;
let loaded = false;

/**
 * A Consent Mode command as `gtag()` queues it: the tag manager reads the data layer's
 * `arguments` objects as commands and plain objects as events, so a command must be pushed as
 * an `arguments` object, not as an array.
 */
function queueCommand(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: the tag manager tells commands by their type.
  window.dataLayer.push(arguments);
}

/**
 * Consent Mode's defaults, before anything else in the data layer reads them: every optional
 * signal denied until the banner is answered (Google Consent Mode v2). Once per page.
 */
function setConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  queueCommand('consent', 'default', { ...consentModeState([]), wait_for_update: 500 });
}

/** §9: local storage's `ga:user` holds the visitor's random id. */
const visitorIdKey = 'ga:user';

/**
 * The visitor's random id, made on the first page the tag manager may run on: an analytics id
 * is kept only with the visitor's consent. Null where storage is refused.
 */
function visitorId(): string | null {
  const stored = readStored('local', visitorIdKey);
  if (stored !== null && stored !== '') return stored;
  // randomUUID exists only in secure contexts (https, localhost).
  if (typeof window.crypto?.randomUUID !== 'function') return null;
  const fresh = window.crypto.randomUUID();
  return writeStored('local', visitorIdKey, fresh) ? fresh : null;
}

function loadTagManager(setting: TagManagerPageSetting): void {
  if (loaded) return;
  loaded = true;
  window.dataLayer ??= [];
  const visitor = visitorId();
  window.dataLayer.push({
    'gtm.start': Date.now(),
    event: 'gtm.js',
    ...(visitor === null ? {} : { visitor_id: visitor }),
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${setting.origin}/gtm.js?id=${encodeURIComponent(setting.id)}`;
  document.head.append(script);
}

/** The page's tag manager, once the page has started it (null: none, or not started yet). */
let started: TagManagerPageSetting | null = null;

/**
 * Applies the visitor's consent (the services they have on; null before a decision) to the
 * tag manager (issue 20): Consent Mode's defaults first, then an update with what was decided,
 * and the tag manager's script only once its own consent service is on — never before.
 */
function applyConsent(setting: TagManagerPageSetting, acceptedServices: readonly string[] | null) {
  setConsentDefaults();
  if (acceptedServices === null) return;
  queueCommand('consent', 'update', consentModeState(acceptedServices));
  if (tagManagerAllowed(acceptedServices)) loadTagManager(setting);
}

/**
 * Starts the shop's tag manager on a page with the consent the visitor holds (null while
 * undecided: Consent Mode's denied defaults only, no script).
 */
export function startTagManager(
  setting: TagManagerPageSetting,
  acceptedServices: readonly string[] | null,
): void {
  if (typeof window === 'undefined') return;
  started = setting;
  applyConsent(setting, acceptedServices);
}

/**
 * A decision in the banner (issue 20): Consent Mode's update, and the tag manager's script if
 * its service was just allowed. Nothing on a page without a started tag manager.
 */
export function tagManagerConsentChanged(acceptedServices: readonly string[]): void {
  if (typeof window === 'undefined' || started === null) return;
  applyConsent(started, acceptedServices);
}
