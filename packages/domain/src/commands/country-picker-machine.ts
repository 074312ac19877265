import { emit, raise, setup } from 'xstate';
import type { CountryCode } from '../market/types';
import type { RedirectToShop, StoreSelectedCountry } from './command-effect';
import {
  type CountryPickerInput,
  type CountryShopEntry,
  countryPickerMode,
  countrySwitchUrl,
  parseCountryCode,
} from './country-picker';

export interface CountryPickerMachineInput extends CountryPickerInput {
  /** The current path below the locale prefix, carried over on a switch. */
  readonly path: string;
  readonly search?: string | null;
}

export interface CountryPickerContext extends CountryPickerMachineInput {
  /** The IP country's shop when the picker suggests a switch, else null. */
  readonly suggested: CountryShopEntry | null;
}

export type CountryPickerEvent =
  | { readonly type: 'countryPicker.open' }
  | { readonly type: 'countryPicker.choose'; readonly country: CountryCode | string }
  | { readonly type: 'countryPicker.switch' }
  | { readonly type: 'countryPicker.close' };

/**
 * The country picker overlay (§2 Screens). It starts `closed`, or open in `suggestingSwitch`
 * when `countryPickerMode` says so; `countryPicker.open` shows the list. A choice stores the
 * country and closes — or, for another country, redirects and ends in `redirecting`. Closing
 * and staying choose the current country; switching chooses the suggested one.
 *
 * Effects are the actions `storeSelectedCountry` and `redirectToShop`. By default they emit
 * `selectedCountry.store` and `navigation.redirect` (listen with `actor.on`); the storefront may
 * instead replace them with `machine.provide({ actions })`.
 *
 * @example
 * const actor = createActor(countryPickerMachine, { input }).start();
 * actor.on('navigation.redirect', ({ to }) => window.location.assign(to));
 * actor.send({ type: 'countryPicker.switch' });
 */
export const countryPickerMachine = setup({
  types: {
    context: {} as CountryPickerContext,
    input: {} as CountryPickerMachineInput,
    events: {} as CountryPickerEvent,
    emitted: {} as StoreSelectedCountry | RedirectToShop,
  },
  actions: {
    storeSelectedCountry: emit((_, params: { country: CountryCode }) => ({
      type: 'selectedCountry.store' as const,
      country: params.country,
    })),
    redirectToShop: emit((_, params: { to: string }) => ({
      type: 'navigation.redirect' as const,
      to: params.to,
      external: true as const,
    })),
  },
  guards: {
    suggestsSwitch: ({ context }) => context.suggested !== null,
    isShopCountry: (_, params: { country: string }) => parseCountryCode(params.country) !== null,
    leavesShop: ({ context }, params: { country: string }) =>
      countrySwitchUrl({ ...context, chosen: params.country }) !== null,
  },
}).createMachine({
  id: 'countryPicker',
  context: ({ input }) => {
    const mode = countryPickerMode(input);
    return { ...input, suggested: mode.mode === 'suggestSwitch' ? mode.suggested : null };
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'suggestsSwitch', target: 'open.suggestingSwitch' }, { target: 'closed' }],
    },
    closed: {
      on: { 'countryPicker.open': 'open.listingCountries' },
    },
    open: {
      initial: 'listingCountries',
      on: {
        'countryPicker.choose': [
          {
            guard: { type: 'leavesShop', params: ({ event }) => ({ country: event.country }) },
            target: 'redirecting',
            actions: [
              {
                type: 'storeSelectedCountry',
                params: ({ context, event }) => ({
                  country: parseCountryCode(event.country) ?? context.currentCountry,
                }),
              },
              {
                type: 'redirectToShop',
                params: ({ context, event }) => ({
                  to: countrySwitchUrl({ ...context, chosen: event.country }) ?? '',
                }),
              },
            ],
          },
          {
            guard: { type: 'isShopCountry', params: ({ event }) => ({ country: event.country }) },
            target: 'closed',
            actions: {
              type: 'storeSelectedCountry',
              params: ({ context, event }) => ({
                country: parseCountryCode(event.country) ?? context.currentCountry,
              }),
            },
          },
        ],
        'countryPicker.close': {
          actions: raise(({ context }) => ({
            type: 'countryPicker.choose' as const,
            country: context.currentCountry,
          })),
        },
        'countryPicker.open': '.listingCountries',
      },
      states: {
        suggestingSwitch: {
          on: {
            'countryPicker.switch': {
              actions: raise(({ context }) => ({
                type: 'countryPicker.choose' as const,
                country: context.suggested?.country ?? context.currentCountry,
              })),
            },
          },
        },
        listingCountries: {},
      },
    },
    redirecting: { type: 'final' },
  },
});
