/**
 * The demo's shops (spec §1, §6, §9). Every rule that differs by brand or country reads
 * these records; adding a country is adding a record, not code.
 */
import type {
  BrandConfiguration,
  Company,
  Shop,
  ShopFlags,
  ShopLocale,
  ShopReviews,
} from './types';

/** Which brand configuration each company runs (§1: four companies, two configurations). */
export const brandOfCompany: Readonly<Record<Company, BrandConfiguration>> = {
  baby: 'baby',
  bm: 'baby',
  mh: 'vitality',
  vital: 'vitality',
};

/** The demo brands' review scores (invented, as the demo's content is): the footer's seal. */
const babyReviews: ShopReviews = { average: 4.8, count: 2314 };
const vitalityReviews: ShopReviews = { average: 4.7, count: 1186 };

/** §9: the reset link the spec names for DE, AT and CH. */
const resetLink = 'konto/neues-passwort/?hash={hash}';

const babyFlags: ShopFlags = {
  wishlist: true,
  payback: false,
  accountBalance: false,
  accountOrders: true,
  faq: true,
  paypalInstallments: false,
  clickAndReserve: false,
  // §6: guests can check out and the first checkout-login view is 'guest' in all markets.
  checkoutLoginGoToGuestBtn: true,
  checkoutLoginFirstView: 'guest',
  contactFormPrefill: true,
  cancelOrder: true,
  sovendus: false,
  partnerInfo: false,
};

const vitalityFlags: ShopFlags = {
  ...babyFlags,
  // §9: the vitality shop has account orders and balance on, faq and payback off.
  accountBalance: true,
  faq: false,
};

const locale = (
  iso: string,
  name: string,
  currency: ShopLocale['currency'],
  pathPrefix = '',
): ShopLocale => ({
  iso,
  language: iso.slice(0, 2) as ShopLocale['language'],
  name,
  currency,
  pathPrefix,
});

export const shops: readonly Shop[] = [
  {
    id: 10,
    key: 'baby-de',
    company: 'baby',
    brand: 'baby',
    brandName: 'Nido',
    country: 'DE',
    locales: [locale('de-DE', 'Deutsch', 'EUR')],
    hosts: { production: 'de.nido.example', local: 'de.nido.localhost' },
    timezone: 'Europe/Berlin',
    hotline: '+49 800 6436 100',
    reviews: babyReviews,
    passwordResetLink: resetLink,
    redirectedLocalePrefix: null,
    flags: {
      ...babyFlags,
      payback: true,
      paypalInstallments: true,
      clickAndReserve: true,
      sovendus: true,
      partnerInfo: true,
    },
  },
  {
    id: 11,
    key: 'baby-at',
    company: 'baby',
    brand: 'baby',
    brandName: 'Nido',
    country: 'AT',
    locales: [locale('de-AT', 'Deutsch', 'EUR')],
    hosts: { production: 'at.nido.example', local: 'at.nido.localhost' },
    timezone: 'Europe/Vienna',
    hotline: '+43 800 6436 100',
    reviews: babyReviews,
    passwordResetLink: resetLink,
    redirectedLocalePrefix: null,
    flags: { ...babyFlags, clickAndReserve: true, sovendus: true, partnerInfo: true },
  },
  {
    id: 12,
    key: 'baby-ch',
    company: 'baby',
    brand: 'baby',
    brandName: 'Nido',
    country: 'CH',
    locales: [locale('de-CH', 'Deutsch', 'CHF'), locale('fr-CH', 'Français', 'CHF', '/fr')],
    hosts: { production: 'ch.nido.example', local: 'ch.nido.localhost' },
    timezone: 'Europe/Zurich',
    hotline: '+41 800 6436 100',
    reviews: babyReviews,
    passwordResetLink: resetLink,
    // §2: for one brand in Switzerland, /de/… is redirected to the unprefixed path.
    redirectedLocalePrefix: '/de',
    flags: babyFlags,
  },
  {
    id: 13,
    key: 'baby-fr',
    company: 'baby',
    brand: 'baby',
    brandName: 'Nido',
    country: 'FR',
    locales: [locale('fr-FR', 'Français', 'EUR')],
    hosts: { production: 'fr.nido.example', local: 'fr.nido.localhost' },
    timezone: 'Europe/Paris',
    hotline: null,
    reviews: babyReviews,
    passwordResetLink: null,
    redirectedLocalePrefix: null,
    flags: babyFlags,
  },
  {
    id: 14,
    key: 'baby-be',
    company: 'baby',
    brand: 'baby',
    brandName: 'Nido',
    country: 'BE',
    locales: [locale('fr-BE', 'Français', 'EUR'), locale('nl-BE', 'Nederlands', 'EUR', '/nl')],
    hosts: { production: 'be.nido.example', local: 'be.nido.localhost' },
    timezone: 'Europe/Brussels',
    hotline: null,
    reviews: babyReviews,
    passwordResetLink: null,
    redirectedLocalePrefix: null,
    flags: babyFlags,
  },
  {
    id: 15,
    key: 'baby-nl',
    company: 'baby',
    brand: 'baby',
    brandName: 'Nido',
    country: 'NL',
    locales: [locale('nl-NL', 'Nederlands', 'EUR')],
    hosts: { production: 'nl.nido.example', local: 'nl.nido.localhost' },
    timezone: 'Europe/Amsterdam',
    hotline: null,
    reviews: babyReviews,
    passwordResetLink: null,
    redirectedLocalePrefix: null,
    flags: babyFlags,
  },
  {
    id: 20,
    key: 'vital-de',
    company: 'vital',
    brand: 'vitality',
    brandName: 'Vitalia',
    country: 'DE',
    locales: [locale('de-DE', 'Deutsch', 'EUR')],
    hosts: { production: 'de.vitalia.example', local: 'de.vitalia.localhost' },
    timezone: 'Europe/Berlin',
    hotline: '+49 800 8482 200',
    reviews: vitalityReviews,
    passwordResetLink: resetLink,
    redirectedLocalePrefix: null,
    flags: { ...vitalityFlags, paypalInstallments: true, sovendus: true },
  },
  {
    id: 21,
    key: 'vital-at',
    company: 'vital',
    brand: 'vitality',
    brandName: 'Vitalia',
    country: 'AT',
    locales: [locale('de-AT', 'Deutsch', 'EUR')],
    hosts: { production: 'at.vitalia.example', local: 'at.vitalia.localhost' },
    timezone: 'Europe/Vienna',
    hotline: '+43 800 8482 200',
    reviews: vitalityReviews,
    passwordResetLink: resetLink,
    redirectedLocalePrefix: null,
    flags: vitalityFlags,
  },
  {
    id: 22,
    key: 'vital-ch',
    company: 'vital',
    brand: 'vitality',
    brandName: 'Vitalia',
    country: 'CH',
    // §1: one locale configuration has only de (iso de-CH, name Deutsch, currency CHF).
    locales: [locale('de-CH', 'Deutsch', 'CHF')],
    hosts: { production: 'ch.vitalia.example', local: 'ch.vitalia.localhost' },
    timezone: 'Europe/Zurich',
    hotline: '+41 800 8482 200',
    reviews: vitalityReviews,
    passwordResetLink: resetLink,
    redirectedLocalePrefix: null,
    flags: vitalityFlags,
  },
];

/** The shop a bare `localhost` (or loopback address) serves in development. */
export const defaultShop: Shop = shops[0] as Shop;
