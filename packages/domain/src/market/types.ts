/**
 * Market model (spec §1, §6, §9): a shop is a brand selling in one country, in one or
 * more locales. Shops are data; every rule that differs by brand or country reads them.
 */

/** Company values seen in the spec (§1). Rules keyed by company read this, not the brand. */
export const companies = ['baby', 'bm', 'mh', 'vital'] as const;
export type Company = (typeof companies)[number];

/** The two brand configurations (§1): the baby-goods shop and the vitality/home-goods shop. */
export const brandConfigurations = ['baby', 'vitality'] as const;
export type BrandConfiguration = (typeof brandConfigurations)[number];

export const countryCodes = ['DE', 'AT', 'CH', 'FR', 'BE', 'NL'] as const;
export type CountryCode = (typeof countryCodes)[number];

export const languages = ['de', 'fr', 'nl'] as const;
export type Language = (typeof languages)[number];

export const currencies = ['EUR', 'CHF'] as const;
export type Currency = (typeof currencies)[number];

/** The view shown first on checkout login (§6: default login; 'guest' in all markets). */
export type CheckoutLoginView = 'login' | 'guest';

export interface ShopLocale {
  /** BCP 47 tag as the spec writes it, e.g. `de-CH`. */
  readonly iso: string;
  readonly language: Language;
  /** The locale's name in its own language (the country picker and hreflang labels). */
  readonly name: string;
  readonly currency: Currency;
  /**
   * Path prefix of a non-default locale (`/fr`), or `''` for the shop's default locale,
   * which is served without a prefix.
   */
  readonly pathPrefix: string;
}

/** The per-country flags of spec §6 and §9. */
export interface ShopFlags {
  readonly wishlist: boolean;
  readonly payback: boolean;
  readonly accountBalance: boolean;
  readonly accountOrders: boolean;
  readonly faq: boolean;
  readonly paypalInstallments: boolean;
  readonly clickAndReserve: boolean;
  readonly checkoutLoginGoToGuestBtn: boolean;
  readonly checkoutLoginFirstView: CheckoutLoginView;
  readonly contactFormPrefill: boolean;
  readonly cancelOrder: boolean;
  readonly sovendus: boolean;
  readonly partnerInfo: boolean;
}

export interface ShopHosts {
  /** The production host name (a placeholder under `.example` in the demo). */
  readonly production: string;
  /** The local development host name under `.localhost`, which resolves to loopback. */
  readonly local: string;
}

/** A shop's review score: the average of its customers' ratings (0–5) and how many there are. */
export interface ShopReviews {
  readonly average: number;
  readonly count: number;
}

export interface Shop {
  readonly id: number;
  /** A stable, readable key such as `baby-de`, used in file names and CMS folders. */
  readonly key: string;
  readonly company: Company;
  readonly brand: BrandConfiguration;
  /** The brand's display name. */
  readonly brandName: string;
  readonly country: CountryCode;
  readonly locales: readonly [ShopLocale, ...ShopLocale[]];
  readonly hosts: ShopHosts;
  /** IANA time zone (§6: default Europe/Berlin). */
  readonly timezone: string;
  /** Customer-service phone number in display form, or null where the spec shows none. */
  readonly hotline: string | null;
  /**
   * The shop's own review score (the footer's review seal), or null where it has none. The
   * spec shows no shop reviews; the demo shops carry invented ones, as their content is.
   */
  readonly reviews: ShopReviews | null;
  /**
   * Path (below the shop's base) that a password-reset mail links to; `{hash}` is replaced
   * by the reset token. Spec §9: `konto/neues-passwort/?hash={hash}` for DE, AT and CH.
   */
  readonly passwordResetLink: string | null;
  /**
   * A locale prefix that is redirected to the unprefixed path (§2: for one brand in
   * Switzerland, `/de/…` goes to `/…`). Null where the shop has no such redirect.
   */
  readonly redirectedLocalePrefix: string | null;
  readonly flags: ShopFlags;
}
