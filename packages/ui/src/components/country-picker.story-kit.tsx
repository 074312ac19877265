import type { Meta } from '@storybook/react-vite';
import { countryPickerMachine } from '@vitrine/domain/commands';
import { useMachine } from '@xstate/react';
import * as React from 'react';
import { fn } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { useUiText } from '../i18n/ui-text';
import type { StoryArgs } from '../stories/documents';
import { Button } from './button';
import { CountryPicker, type CountryPickerProps } from './country-picker';
import { DialogStackProvider } from './dialog';
import { countryEntries } from './dialogs/overlay-fixtures';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

type DemoArgs = {
  /** The visitor's country by IP, as the request header says. */
  ipCountry: string | null;
  /** The country the visitor chose before (its cookie), if any. */
  selectedCountry?: string | null;
  /** Crawlers never get the suggestion. */
  isCrawler?: boolean;
  /** The consent banner is up, so the picker waits for it. */
  consentBannerVisible?: boolean;
  /** The machine stored a chosen country. */
  onStore?: (country: string) => void;
  /** The machine sent the visitor to another country's shop. */
  onRedirect?: (to: string) => void;
};

/** The picker's props the country picker machine drives: the demo's args choose how it starts. */
export type CountryPickerArgs = StoryArgs<CountryPickerProps, keyof CountryPickerProps, DemoArgs>;

/** Shown in the props table but set by the machine or the demo: no control pretends otherwise. */
export const setByTheDemo = { control: false } as const;

/** The picker driven by the domain's country picker machine, in the Nido shop for Germany. */
export function CountryPickerDemo({
  ipCountry,
  selectedCountry,
  isCrawler,
  consentBannerVisible,
  onStore,
  onRedirect,
}: CountryPickerArgs) {
  const { t } = useUiText();
  const [snapshot, send, actor] = useMachine(countryPickerMachine, {
    input: {
      currentCountry: 'DE',
      ipCountry,
      selectedCountry: selectedCountry ?? null,
      isCrawler: isCrawler ?? false,
      consentBannerVisible: consentBannerVisible ?? false,
      countries: countryEntries,
      path: '/kinderwagen/',
      search: '?farbe=salbeigruen',
    },
  });
  React.useEffect(() => {
    const stored = actor.on('selectedCountry.store', ({ country }) => onStore?.(country));
    const redirected = actor.on('navigation.redirect', ({ to }) => onRedirect?.(to));
    return () => {
      stored.unsubscribe();
      redirected.unsubscribe();
    };
  }, [actor, onStore, onRedirect]);
  return (
    <DialogStackProvider>
      <div className="min-h-[700px] p-4">
        <Button
          id="country-button"
          variant="ghost"
          onClick={() => send({ type: 'countryPicker.open' })}
        >
          {t('countryPicker.open', { country: t('countries.DE') })}
        </Button>
        <CountryPicker
          open={snapshot.matches('open')}
          view={
            snapshot.matches({ open: 'suggestingSwitch' }) ? 'suggestingSwitch' : 'listingCountries'
          }
          currentCountry="DE"
          currentLocaleKey="de-de"
          suggested={snapshot.context.suggested}
          countries={countryEntries}
          returnFocusTo="country-button"
          onChoose={(entry) => send({ type: 'countryPicker.choose', country: entry.country })}
          onSwitch={() => send({ type: 'countryPicker.switch' })}
          onShowList={() => send({ type: 'countryPicker.open' })}
          onClose={() => send({ type: 'countryPicker.close' })}
        />
      </div>
    </DialogStackProvider>
  );
}

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const countryPickerStoryMeta = {
  args: { ipCountry: 'AT', onStore: fn(), onRedirect: fn() },
  argTypes: {
    open: setByTheDemo,
    view: setByTheDemo,
    currentCountry: setByTheDemo,
    currentLocaleKey: setByTheDemo,
    suggested: setByTheDemo,
    countries: setByTheDemo,
    id: setByTheDemo,
    returnFocusTo: setByTheDemo,
  },
  render: (args) => <CountryPickerDemo {...args} />,
} satisfies Partial<Meta<CountryPickerArgs>>;

/** The picker's title when it suggests the Austrian shop. */
export const suggestTitle = interpolate(de.countryPicker.suggestTitle, {
  country: de.countries.AT,
});
/** The header button's name in the German shop. */
export const openLabel = interpolate(de.countryPicker.open, { country: de.countries.DE });
