/**
 * What the URL commands ask the storefront to do. They are returned, never performed, so the
 * rules stay pure and the storefront decides how a cookie is written or a toast shown.
 */

import type { CountryCode } from '../market/types';

/** The toast styles of §9 (the toast module's `ToastVariant`). */
export type ToastStyle = 'info' | 'success' | 'warning' | 'error';

/** Shaped like the toast module's `ToastInput`, so it can be queued as it is. */
export interface ShowToast {
  readonly type: 'toast.show';
  readonly variant: ToastStyle;
  /** A message key; the text is translated elsewhere. */
  readonly message: string;
  readonly values?: Readonly<Record<string, string>>;
}

export interface SetCookie {
  readonly type: 'cookie.set';
  readonly name: string;
  /** The raw value; the storefront encodes it when writing the cookie. */
  readonly value: string;
  readonly maxAgeSeconds: number;
  readonly path: '/';
  readonly sameSite: 'lax';
}

export interface StoreScrid {
  readonly type: 'scrid.store';
  readonly scrid: string;
}

/** `#denyConsent`: every optional consent service off (§2). */
export interface DenyAllConsent {
  readonly type: 'consent.denyAll';
}

/** The retail app's tracking permission (§2 `#denyAppConsent`, `#allowAppConsent`). */
export interface SetAppTracking {
  readonly type: 'consent.appTracking';
  readonly allowed: boolean;
}

export interface OpenConsentBanner {
  readonly type: 'consentBanner.open';
}

/** The country picker's choice, stored as selected-country (§2). */
export interface StoreSelectedCountry {
  readonly type: 'selectedCountry.store';
  readonly country: CountryCode;
}

/** A full page load to another shop (§2 country picker). */
export interface RedirectToShop {
  readonly type: 'navigation.redirect';
  readonly to: string;
  readonly external: true;
}

export type CommandEffect =
  | ShowToast
  | SetCookie
  | StoreScrid
  | DenyAllConsent
  | SetAppTracking
  | OpenConsentBanner
  | StoreSelectedCountry
  | RedirectToShop;
