import { type CountryCode, countryCodes } from '../market/types';
import { searchSuffix } from '../routing/query-string';
import type { RedirectToShop, SetCookie, StoreSelectedCountry } from './command-effect';
import { localeCookieEffect } from './locale-cookie';

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
  /**
   * The shop the visitor picked by its entry's locale (`fr-ch`): in a country with shops in
   * several languages it names the language, so picking another language of the current
   * country is a switch too.
   */
  readonly chosenLocaleKey?: string;
  /** The page's own entry (`de-ch`), so picking it again stays. */
  readonly currentLocaleKey?: string;
}

function sameKey(left: string | undefined, right: string | undefined): boolean {
  return (left ?? '').trim().toLowerCase() === (right ?? '').trim().toLowerCase();
}

/** The entry a choice names: by its locale key when it gives one of the country's, else by country. */
function chosenEntry(choice: CountryChoice, chosen: CountryCode): CountryShopEntry | undefined {
  const byKey =
    choice.chosenLocaleKey === undefined
      ? undefined
      : choice.countries.find(
          (entry) => entry.country === chosen && sameKey(entry.localeKey, choice.chosenLocaleKey),
        );
  return byKey ?? countryShopOf(choice.countries, chosen, choice.language);
}

/** The entry a choice leads away to, or undefined when the visitor stays on this shop. */
function leavingEntry(choice: CountryChoice, chosen: CountryCode): CountryShopEntry | undefined {
  if (chosen !== choice.currentCountry) return chosenEntry(choice, chosen);
  // The current country: only another of its languages, picked by name, is a switch.
  if (choice.chosenLocaleKey === undefined || choice.currentLocaleKey === undefined) {
    return undefined;
  }
  const entry = choice.countries.find(
    (candidate) =>
      candidate.country === chosen && sameKey(candidate.localeKey, choice.chosenLocaleKey),
  );
  return entry === undefined || sameKey(entry.localeKey, choice.currentLocaleKey)
    ? undefined
    : entry;
}

/**
 * The URL of the shop a choice leads to at the current path and query: another country's
 * shop, or the current country's shop in another language. Null when none applies.
 */
export function countrySwitchUrl(choice: CountryChoice): string | null {
  const chosen = parseCountryCode(choice.chosen);
  if (chosen === null) return null;
  const link = leavingEntry(choice, chosen)?.shopLink.trim() ?? '';
  if (!/^https?:\/\/[^/?#]+/i.test(link)) return null;
  const path = choice.path.startsWith('/') ? choice.path : `/${choice.path}`;
  return `${link.replace(/\/+$/, '')}${path}${searchSuffix(choice.search)}`;
}

/** The language of a country entry's locale key (`fr-ch` → `fr`), or null. */
function languageOfLocaleKey(localeKey: string): string | null {
  const language = /^([a-z]{2})(?:-|$)/i.exec(localeKey.trim())?.[1];
  return language === undefined ? null : language.toLowerCase();
}

/**
 * Choosing a country (§2): it is stored as selected-country and, when it is another country,
 * the browser goes fully to that shop's link plus the current path and query. A choice that
 * names its shop's locale also keeps that language in the locale cookie (§9 `i18n_redirected`),
 * and picking another language of the current country goes to it in the same way. An unknown
 * country does nothing.
 *
 * @example
 * chooseCountry({ chosen: 'FR', currentCountry: 'DE', countries, path: '/suche/', search: '?q=bett' })
 * // [{ type: 'selectedCountry.store', country: 'FR' }, { type: 'navigation.redirect', to: 'https://fr.nido.example/suche/?q=bett', external: true }]
 */
export function chooseCountry(
  choice: CountryChoice,
): ReadonlyArray<StoreSelectedCountry | SetCookie | RedirectToShop> {
  const chosen = parseCountryCode(choice.chosen);
  if (chosen === null) return [];
  const to = countrySwitchUrl(choice);
  const store: StoreSelectedCountry = { type: 'selectedCountry.store', country: chosen };
  const named =
    choice.chosenLocaleKey === undefined
      ? undefined
      : choice.countries.find(
          (entry) => entry.country === chosen && sameKey(entry.localeKey, choice.chosenLocaleKey),
        );
  const language = named === undefined ? null : languageOfLocaleKey(named.localeKey);
  return [
    store,
    ...(language === null ? [] : [localeCookieEffect(language)]),
    ...(to === null ? [] : [{ type: 'navigation.redirect', to, external: true } as const]),
  ];
}

/** Closing the picker counts as choosing the current country (§2). */
export function closeCountryPicker(
  choice: Omit<CountryChoice, 'chosen' | 'chosenLocaleKey'>,
): ReadonlyArray<StoreSelectedCountry | SetCookie | RedirectToShop> {
  return chooseCountry({ ...choice, chosen: choice.currentCountry });
}
