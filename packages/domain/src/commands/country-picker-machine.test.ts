import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import type { CountryShopEntry } from './country-picker';
import { type CountryPickerMachineInput, countryPickerMachine } from './country-picker-machine';

const entry = (country: CountryShopEntry['country'], shopLink: string): CountryShopEntry => ({
  country,
  localeKey: country.toLowerCase(),
  iconKey: `flag-${country.toLowerCase()}`,
  labelKey: `country.${country.toLowerCase()}`,
  shopLink,
});

const input: CountryPickerMachineInput = {
  currentCountry: 'DE',
  ipCountry: 'FR',
  selectedCountry: null,
  isCrawler: false,
  consentBannerVisible: false,
  countries: [entry('DE', 'https://de.nido.example'), entry('FR', 'https://fr.nido.example')],
  path: '/suche/',
  search: '?q=bett',
};

/** Starts the picker with its effects recorded instead of performed. */
function startPicker(overrides: Partial<CountryPickerMachineInput> = {}) {
  const stored: string[] = [];
  const redirects: string[] = [];
  const machine = countryPickerMachine.provide({
    actions: {
      storeSelectedCountry: (_, params) => {
        stored.push(params.country);
      },
      redirectToShop: (_, params) => {
        redirects.push(params.to);
      },
    },
  });
  const actor = createActor(machine, { input: { ...input, ...overrides } }).start();
  return { actor, stored, redirects };
}

describe('country picker machine (spec §2 Screens "Country picker")', () => {
  test('given a visitor from another shop country, it opens suggesting the switch', () => {
    const { actor } = startPicker();
    expect(actor.getSnapshot().value).toEqual({ open: 'suggestingSwitch' });
    expect(actor.getSnapshot().context.suggested?.country).toBe('FR');
  });

  test('given a crawler, it stays closed', () => {
    const { actor } = startPicker({ isCrawler: true });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  test('when switching, it stores the country and redirects to that shop', () => {
    const { actor, stored, redirects } = startPicker();
    actor.send({ type: 'countryPicker.switch' });
    expect(stored).toEqual(['FR']);
    expect(redirects).toEqual(['https://fr.nido.example/suche/?q=bett']);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().status).toBe('done');
  });

  test.each([{ event: 'countryPicker.close' as const }])(
    'when the suggestion gets $event, it stores the current country and closes',
    ({ event }) => {
      const { actor, stored, redirects } = startPicker();
      actor.send({ type: event });
      expect(stored).toEqual(['DE']);
      expect(redirects).toEqual([]);
      expect(actor.getSnapshot().value).toBe('closed');
    },
  );

  test('when opened from closed, it lists the countries', () => {
    const { actor } = startPicker({ ipCountry: 'DE' });
    actor.send({ type: 'countryPicker.open' });
    expect(actor.getSnapshot().value).toEqual({ open: 'listingCountries' });
  });

  test('when the suggestion is opened as a list, it lists the countries', () => {
    const { actor } = startPicker();
    actor.send({ type: 'countryPicker.open' });
    expect(actor.getSnapshot().value).toEqual({ open: 'listingCountries' });
  });

  test.each([
    {
      chosen: 'FR',
      stored: ['FR'],
      redirects: ['https://fr.nido.example/suche/?q=bett'],
      state: 'redirecting',
    },
    { chosen: 'DE', stored: ['DE'], redirects: [], state: 'closed' },
    { chosen: 'CH', stored: ['CH'], redirects: [], state: 'closed' },
    { chosen: 'XX', stored: [], redirects: [], state: { open: 'listingCountries' } },
  ])(
    'when choosing $chosen from the list, it ends $state',
    ({ chosen, stored, redirects, state }) => {
      const picker = startPicker({ ipCountry: null });
      picker.actor.send({ type: 'countryPicker.open' });
      picker.actor.send({ type: 'countryPicker.choose', country: chosen });
      expect(picker.stored).toEqual(stored);
      expect(picker.redirects).toEqual(redirects);
      expect(picker.actor.getSnapshot().value).toEqual(state);
    },
  );

  test('switch means nothing while the list is shown', () => {
    const { actor, stored } = startPicker({ ipCountry: null });
    actor.send({ type: 'countryPicker.open' });
    actor.send({ type: 'countryPicker.switch' });
    expect(stored).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ open: 'listingCountries' });
  });

  test('by default it emits its effects for the storefront to perform', () => {
    const actor = createActor(countryPickerMachine, { input }).start();
    const emitted: unknown[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.send({ type: 'countryPicker.switch' });
    expect(emitted).toEqual([
      { type: 'selectedCountry.store', country: 'FR' },
      { type: 'navigation.redirect', to: 'https://fr.nido.example/suche/?q=bett', external: true },
    ]);
  });
});
