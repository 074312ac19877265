export {
  defaultStorageServiceName,
  isConsentBannerShown,
  withAutomaticConsent,
} from './automatic-consent';
export type {
  ConsentBannerContext,
  ConsentBannerEvent,
  ConsentBannerInput,
} from './consent-banner-machine';
export { consentBannerMachine } from './consent-banner-machine';
export type { ConsentChoice, ConsentChoiceAction } from './consent-choice';
export { applyConsentChoice, consentChoiceActions, consentChoiceSchema } from './consent-choice';
export { parseConsentCookie, serialiseConsentCookie, storedConsentOf } from './consent-cookie';
export { consentCookieMayHoldService } from './consent-cookie-hint';
export { parseConsentCopy, serialiseConsentCopy } from './consent-copy';
export { parseConsentDefinition } from './consent-definition';
export { appendConsentHistory, consentHistoryLength, withHistoryFrom } from './consent-history';
export type { ConsentOnPageLoad } from './consent-on-page-load';
export { consentOnPageLoad } from './consent-on-page-load';
export type { ConsentRecord, ConsentRecordAction } from './consent-record';
export { consentRecordActions, consentRecordSchema, consentsOf } from './consent-record';
export {
  acceptAllConsent,
  acceptedServiceNames,
  declinedOptionalServices,
  denyAppTrackedServices,
  hasSameChoices,
  isConsentServiceOn,
  rejectAllConsent,
  resetConsentToDefaults,
  setConsentCategory,
  setConsentService,
  withAcceptedServices,
} from './consent-selection';
export { consentMaxAgeMs, consentValidity } from './consent-validity';
export { defaultConsent } from './default-consent';
export { consentInForce, restoreConsent } from './restore-consent';
export type { ConsentEffect, ConsentSaveOptions } from './save-consent';
export { consentSaveEffects, recordConsentSave, saveConsent } from './save-consent';
export { cookieDomainsOf, cookieNamesOf, declinedServiceCookies } from './service-cookies';
export type * from './types';
