import { type CountryCode, countryCodes } from '../market/types';
import { searchSuffix } from '../routing/query-string';
import type { RedirectToShop, StoreSelectedCountry } from './command-effect';

/** A country shop in the picker (§3 Country entry), with the country it sells in. */
export interface CountryShopEntry {
  readonly country: CountryCode;
  readonly localeKey: string;
  readonly iconKey: string;
  readonly labelKey: string;
  /** The shop's absolute base URL, e.g. `https://fr.nido.example`. */
  readonly shopLink: string;
}

export interface CountryPickerInput {
  readonly currentCountry: CountryCode;
  /** The visitor's country by IP, as a header sends it; anything that is no shop country is ignored. */
  readonly ipCountry: string | null | undefined;
  /** The stored selected-country, as the cookie sends it. */
  readonly selectedCountry: string | null | undefined;
  readonly isCrawler: boolean;
  /** The consent banner flag: the picker only suggests once it is known to be hidden. */
  readonly consentBannerVisible: boolean | undefined;
  readonly countries: readonly CountryShopEntry[];
  /** The page's language (`fr`): a country with shops in several languages offers this one. */
  readonly language?: string;
}

export type CountryPickerMode =
  | { readonly mode: 'suggestSwitch'; readonly suggested: CountryShopEntry }
  | { readonly mode: 'list' };

/** A country code as a header or cookie sends it: trimmed, any case; null unless a shop country. */
export function parseCountryCode(value: string | null | undefined): CountryCode | null {
  const code = (value ?? '').trim().toUpperCase();
  return countryCodes.find((candidate) => candidate === code) ?? null;
}

/**
 * The shop of a country the picker leads to: in a country with shops in several languages
 * (Switzerland: `de-ch`, `fr-ch`), the one in the visitor's language, so a French-speaking
 * visitor is not sent to the German shop; otherwise, or without one in that language, the
 * country's first.
 *
 * @example
 * countryShopOf(countries, 'CH', 'fr') // the fr-ch entry
 */
export function countryShopOf(
  countries: readonly CountryShopEntry[],
  country: CountryCode | null,
  language?: string,
): CountryShopEntry | undefined {
  const ofCountry = countries.filter((entry) => entry.country === country);
  const prefix = `${(language ?? '').toLowerCase()}-`;
  return (
    (language === undefined
      ? undefined
      : ofCountry.find((entry) => entry.localeKey.toLowerCase().startsWith(prefix))) ?? ofCountry[0]
  );
}

/**
 * How the country picker opens (§2 Screens): it suggests a switch to the IP country's shop when
 * the IP country differs from the current shop's country and from the stored selected-country,
 * the visitor is no crawler and the consent banner is hidden; otherwise it is the plain list.
 * An IP country without a shop in `countries` cannot be suggested, so it gives the list.
 */
export function countryPickerMode(input: CountryPickerInput): CountryPickerMode {
  const ipCountry = parseCountryCode(input.ipCountry);
  const suggested = countryShopOf(input.countries, ipCountry, input.language);
  const suggests =
    suggested !== undefined &&
    ipCountry !== input.currentCountry &&
    ipCountry !== parseCountryCode(input.selectedCountry) &&
    !input.isCrawler &&
    input.consentBannerVisible === false;
  return suggests ? { mode: 'suggestSwitch', suggested } : { mode: 'list' };
}

export interface CountryChoice {
  readonly chosen: CountryCode | string;
  readonly currentCountry: CountryCode;
  readonly countries: readonly CountryShopEntry[];
  /** The current path below the locale prefix (`ResolvedShop.path`), e.g. `/kinderwagen/`. */
  readonly path: string;
  readonly search?: string | null;
  /** The page's language: the chosen country's shop in it, where it has one. */
  readonly language?: string;
}

/** The URL of another country's shop at the current path and query, or null when none applies. */
export function countrySwitchUrl(choice: CountryChoice): string | null {
  const chosen = parseCountryCode(choice.chosen);
  if (chosen === null || chosen === choice.currentCountry) return null;
  const link = countryShopOf(choice.countries, chosen, choice.language)?.shopLink.trim() ?? '';
  if (!/^https?:\/\/[^/?#]+/i.test(link)) return null;
  const path = choice.path.startsWith('/') ? choice.path : `/${choice.path}`;
  return `${link.replace(/\/+$/, '')}${path}${searchSuffix(choice.search)}`;
}

/**
 * Choosing a country (§2): it is stored as selected-country and, when it is another country,
 * the browser goes fully to that shop's link plus the current path and query. An unknown
 * country does nothing.
 *
 * @example
 * chooseCountry({ chosen: 'FR', currentCountry: 'DE', countries, path: '/suche/', search: '?q=bett' })
 * // [{ type: 'selectedCountry.store', country: 'FR' }, { type: 'navigation.redirect', to: 'https://fr.nido.example/suche/?q=bett', external: true }]
 */
export function chooseCountry(
  choice: CountryChoice,
): ReadonlyArray<StoreSelectedCountry | RedirectToShop> {
  const chosen = parseCountryCode(choice.chosen);
  if (chosen === null) return [];
  const to = countrySwitchUrl(choice);
  const store: StoreSelectedCountry = { type: 'selectedCountry.store', country: chosen };
  return to === null ? [store] : [store, { type: 'navigation.redirect', to, external: true }];
}

/** Closing the picker counts as choosing the current country (§2). */
export function closeCountryPicker(
  choice: Omit<CountryChoice, 'chosen'>,
): ReadonlyArray<StoreSelectedCountry | RedirectToShop> {
  return chooseCountry({ ...choice, chosen: choice.currentCountry });
}
