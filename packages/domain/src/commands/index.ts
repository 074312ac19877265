export {
  accountDeletedMessageKey,
  accountDeletedRedirectPath,
  accountDeletedToast,
} from './account-deleted-toast';
export type {
  CommandEffect,
  DenyAllConsent,
  OpenConsentBanner,
  RedirectToShop,
  SetAppTracking,
  SetCookie,
  ShowToast,
  StoreScrid,
  StoreSelectedCountry,
  ToastStyle,
} from './command-effect';
export type { ConsentHashCommand } from './consent-hash-command';
export { consentHashCommand, consentHashCommands, parseConsentHash } from './consent-hash-command';
export type {
  CountryChoice,
  CountryPickerInput,
  CountryPickerMode,
  CountryShopEntry,
} from './country-picker';
export {
  chooseCountry,
  closeCountryPicker,
  countryPickerMode,
  countryShopOf,
  countrySwitchUrl,
  parseCountryCode,
} from './country-picker';
export type {
  CountryPickerContext,
  CountryPickerEvent,
  CountryPickerMachineInput,
} from './country-picker-machine';
export { countryPickerMachine } from './country-picker-machine';
export {
  localeCookie,
  localeCookieEffect,
  type RootLocaleVisit,
  rootLocaleRedirect,
} from './locale-cookie';
export { isValidScrid, scridCommand, scridCookie } from './scrid-command';
export type { UrlCommandContext } from './url-commands';
export { urlCommands } from './url-commands';
export { voucherActivatedMessageKey, voucherCommand, voucherCookie } from './voucher-command';
