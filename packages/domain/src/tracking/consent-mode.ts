/** A Google Consent Mode v2 signal's value. */
export type ConsentModeValue = 'granted' | 'denied';

/** The Consent Mode signals the shop sets (Google Consent Mode v2). */
export interface ConsentModeState {
  readonly ad_storage: ConsentModeValue;
  readonly ad_user_data: ConsentModeValue;
  readonly ad_personalization: ConsentModeValue;
  readonly analytics_storage: ConsentModeValue;
  readonly personalization_storage: ConsentModeValue;
  readonly functionality_storage: ConsentModeValue;
  readonly security_storage: ConsentModeValue;
}

/** The consent service that lets the tag manager load (the CMS's consent definition, §3). */
export const tagManagerService = 'google-tag-manager';

/**
 * Which consent services (§3, by name) grant which signal. What the shop needs to work
 * (functionality, security) is granted always: the required storage service covers it and
 * cannot be declined. Every other signal is granted only while one of its services is on.
 */
const signalServices: Readonly<
  Record<
    Exclude<keyof ConsentModeState, 'functionality_storage' | 'security_storage'>,
    readonly string[]
  >
> = {
  analytics_storage: [tagManagerService],
  ad_storage: ['google-ads'],
  ad_user_data: ['google-ads'],
  ad_personalization: ['google-ads'],
  personalization_storage: ['recommendations'],
};

/**
 * The signals for the services a visitor has on. With no decision yet (`[]`) every optional
 * signal is denied: Consent Mode's defaults before the banner is answered (issue 20).
 *
 * @example
 * consentModeState(['storage', 'google-tag-manager'])
 * // { analytics_storage: 'granted', ad_storage: 'denied', …, security_storage: 'granted' }
 */
export function consentModeState(acceptedServices: Iterable<string>): ConsentModeState {
  const accepted = new Set(acceptedServices);
  const signal = (services: readonly string[]): ConsentModeValue =>
    services.some((service) => accepted.has(service)) ? 'granted' : 'denied';
  return {
    ad_storage: signal(signalServices.ad_storage),
    ad_user_data: signal(signalServices.ad_user_data),
    ad_personalization: signal(signalServices.ad_personalization),
    analytics_storage: signal(signalServices.analytics_storage),
    personalization_storage: signal(signalServices.personalization_storage),
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}

/** Whether the tag manager may load: only after its consent service is on (issue 20). */
export function tagManagerAllowed(acceptedServices: Iterable<string>): boolean {
  return new Set(acceptedServices).has(tagManagerService);
}
