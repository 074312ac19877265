import { describe, expect, test } from 'vitest';
import {
  type CountryPickerInput,
  type CountryShopEntry,
  chooseCountry,
  closeCountryPicker,
  countryPickerMode,
  countrySwitchUrl,
  parseCountryCode,
} from './country-picker';

const entry = (country: CountryShopEntry['country'], shopLink: string): CountryShopEntry => ({
  country,
  localeKey: `${country.toLowerCase()}`,
  iconKey: `flag-${country.toLowerCase()}`,
  labelKey: `country.${country.toLowerCase()}`,
  shopLink,
});
const germany = entry('DE', 'https://de.nido.example');
const france = entry('FR', 'https://fr.nido.example/');
const belgium = entry('BE', 'https://be.nido.example/nl');
const broken = entry('NL', 'javascript:alert(1)');
const countries = [germany, france, belgium, broken];

/** A Swiss shop's entry: one per language of the country (§2 country entry). */
const swiss = (localeKey: string, shopLink: string): CountryShopEntry => ({
  country: 'CH',
  localeKey,
  iconKey: 'flag-ch',
  labelKey: `country.${localeKey}`,
  shopLink,
});

const visitor: CountryPickerInput = {
  currentCountry: 'DE',
  ipCountry: 'FR',
  selectedCountry: null,
  isCrawler: false,
  consentBannerVisible: false,
  countries,
};

describe('country picker mode (spec §2 Screens "Country picker")', () => {
  test.each([
    { label: 'a French visitor in the German shop', input: {}, suggested: 'FR' },
    {
      label: 'an IP country in lower case with spaces',
      input: { ipCountry: ' fr ' },
      suggested: 'FR',
    },
    {
      label: 'a stored choice of another country',
      input: { selectedCountry: 'BE' },
      suggested: 'FR',
    },
  ])('suggests a switch for $label', ({ input, suggested }) => {
    const mode = countryPickerMode({ ...visitor, ...input });
    expect(mode.mode === 'suggestSwitch' && mode.suggested.country).toBe(suggested);
  });

  test.each<{ label: string; input: Partial<CountryPickerInput> }>([
    { label: 'the IP country is the shop country', input: { ipCountry: 'DE' } },
    { label: 'the IP country was chosen before', input: { selectedCountry: 'fr' } },
    { label: 'the visitor is a crawler', input: { isCrawler: true } },
    { label: 'the consent banner is shown', input: { consentBannerVisible: true } },
    {
      label: 'the consent banner is not yet evaluated',
      input: { consentBannerVisible: undefined },
    },
    { label: 'the IP country has no shop', input: { ipCountry: 'AT' } },
    { label: 'the IP country is unknown', input: { ipCountry: 'US' } },
    { label: 'the IP country is missing', input: { ipCountry: null } },
    { label: 'the IP country is garbage', input: { ipCountry: '🇫🇷' } },
  ])('lists the shops when $label', ({ input }) => {
    expect(countryPickerMode({ ...visitor, ...input })).toEqual({ mode: 'list' });
  });

  test.each([
    { value: 'de', expected: 'DE' },
    { value: ' Ch ', expected: 'CH' },
    { value: 'US', expected: null },
    { value: 'DEU', expected: null },
    { value: '', expected: null },
    { value: undefined, expected: null },
  ])('reads the country code $value as $expected', ({ value, expected }) => {
    expect(parseCountryCode(value)).toBe(expected);
  });
});

describe('choosing a country (spec §2 Screens "Country picker")', () => {
  const choice = { currentCountry: 'DE' as const, countries, path: '/suche/', search: '?q=bett' };

  test.each([
    {
      chosen: 'FR',
      expected: [
        { type: 'selectedCountry.store', country: 'FR' },
        {
          type: 'navigation.redirect',
          to: 'https://fr.nido.example/suche/?q=bett',
          external: true,
        },
      ],
    },
    {
      chosen: 'be',
      expected: [
        { type: 'selectedCountry.store', country: 'BE' },
        {
          type: 'navigation.redirect',
          to: 'https://be.nido.example/nl/suche/?q=bett',
          external: true,
        },
      ],
    },
    { chosen: 'DE', expected: [{ type: 'selectedCountry.store', country: 'DE' }] },
    { chosen: 'NL', expected: [{ type: 'selectedCountry.store', country: 'NL' }] },
    { chosen: 'AT', expected: [{ type: 'selectedCountry.store', country: 'AT' }] },
    { chosen: 'XX', expected: [] },
    { chosen: '', expected: [] },
  ])('choosing $chosen', ({ chosen, expected }) => {
    expect(chooseCountry({ ...choice, chosen })).toEqual(expected);
  });

  test('closing counts as choosing the current country', () => {
    expect(closeCountryPicker(choice)).toEqual([{ type: 'selectedCountry.store', country: 'DE' }]);
  });

  test.each([
    { path: 'suche/', search: '', expected: 'https://fr.nido.example/suche/' },
    { path: '/', search: null, expected: 'https://fr.nido.example/' },
    { path: '/p/x-1/', search: 'variant=2', expected: 'https://fr.nido.example/p/x-1/?variant=2' },
  ])('the switch URL for $path and $search is $expected', ({ path, search, expected }) => {
    expect(countrySwitchUrl({ ...choice, chosen: 'FR', path, search })).toBe(expected);
  });
});

describe('a country with shops in several languages (Switzerland) leads to the visitor’s (§2)', () => {
  const swissGerman = swiss('de-ch', 'https://ch.nido.example');
  const swissFrench = swiss('fr-ch', 'https://ch.nido.example/fr');
  const withSwiss = [germany, france, swissGerman, swissFrench];

  test.each([
    { language: 'fr', expected: swissFrench },
    { language: 'de', expected: swissGerman },
    // No Swiss shop in Dutch: the country's first.
    { language: 'nl', expected: swissGerman },
    { language: undefined, expected: swissGerman },
  ])('a visitor reading $language is offered $expected.localeKey', ({ language, expected }) => {
    expect(
      countryPickerMode({
        ...visitor,
        currentCountry: 'FR',
        ipCountry: 'CH',
        countries: withSwiss,
        ...(language === undefined ? {} : { language }),
      }),
    ).toEqual({ mode: 'suggestSwitch', suggested: expected });
  });

  test('choosing Switzerland on a French page goes to the French Swiss shop, path and query kept', () => {
    expect(
      countrySwitchUrl({
        chosen: 'CH',
        currentCountry: 'FR',
        countries: withSwiss,
        path: '/suche/',
        search: '?q=lit',
        language: 'fr',
      }),
    ).toBe('https://ch.nido.example/fr/suche/?q=lit');
  });
});

describe('picking a language of the current country (spec §2 country picker, §9 locale cookie)', () => {
  const withSwiss = [
    germany,
    swiss('de-ch', 'https://ch.nido.example'),
    swiss('fr-ch', 'https://ch.nido.example/fr'),
  ];
  const onSwissGerman = {
    currentCountry: 'CH' as const,
    currentLocaleKey: 'de-ch',
    countries: withSwiss,
    path: '/suche/',
    search: '?q=lit',
    language: 'de',
  };
  const cookie = (value: string) => ({
    type: 'cookie.set',
    name: 'i18n_redirected',
    value,
    maxAgeSeconds: 31_536_000,
    path: '/',
    sameSite: 'lax',
  });

  test.each([
    {
      label: 'French on the German Swiss page goes to the French one, its language kept',
      choice: { chosen: 'CH', chosenLocaleKey: 'fr-ch' },
      expected: [
        { type: 'selectedCountry.store', country: 'CH' },
        cookie('fr'),
        {
          type: 'navigation.redirect',
          to: 'https://ch.nido.example/fr/suche/?q=lit',
          external: true,
        },
      ],
    },
    {
      label: 'the page’s own language stays, its language kept',
      choice: { chosen: 'CH', chosenLocaleKey: 'DE-CH' },
      expected: [{ type: 'selectedCountry.store', country: 'CH' }, cookie('de')],
    },
    {
      label: 'another country picked by its entry',
      choice: { chosen: 'DE', chosenLocaleKey: 'de' },
      expected: [
        { type: 'selectedCountry.store', country: 'DE' },
        cookie('de'),
        { type: 'navigation.redirect', to: 'https://de.nido.example/suche/?q=lit', external: true },
      ],
    },
    {
      label: 'a locale key of another country is no language choice',
      choice: { chosen: 'CH', chosenLocaleKey: 'de' },
      expected: [{ type: 'selectedCountry.store', country: 'CH' }],
    },
    {
      label: 'the country alone stays (closing the picker)',
      choice: { chosen: 'CH' },
      expected: [{ type: 'selectedCountry.store', country: 'CH' }],
    },
  ])('$label', ({ choice, expected }) => {
    expect(chooseCountry({ ...onSwissGerman, ...choice })).toEqual(expected);
  });

  test('closing never keeps a language', () => {
    expect(closeCountryPicker(onSwissGerman)).toEqual([
      { type: 'selectedCountry.store', country: 'CH' },
    ]);
  });
});
