import type { Meta, StoryObj } from '@storybook/react-vite';
import { countryPickerMachine } from '@vitrine/domain/commands';
import { useMachine } from '@xstate/react';
import * as React from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { useUiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import { overlayDocs } from '../stories/overlay-docs';
import { Button } from './button';
import { CountryPicker, type CountryPickerProps } from './country-picker';
import { DialogStackProvider } from './dialog';
import { countryEntries } from './dialogs/overlay-fixtures';

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
type CountryPickerArgs = StoryArgs<CountryPickerProps, keyof CountryPickerProps, DemoArgs>;

/** Shown in the props table but set by the machine or the demo: no control pretends otherwise. */
const setByTheDemo = { control: false } as const;

/** The picker driven by the domain's country picker machine, in the Nido shop for Germany. */
function CountryPickerDemo({
  ipCountry,
  selectedCountry = null,
  isCrawler = false,
  consentBannerVisible = false,
  onStore,
  onRedirect,
}: CountryPickerArgs) {
  const { t } = useUiText();
  const [snapshot, send, actor] = useMachine(countryPickerMachine, {
    input: {
      currentCountry: 'DE',
      ipCountry,
      selectedCountry,
      isCrawler,
      consentBannerVisible,
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

/**
 * The country picker: it offers the shop of the visitor's country, or lists all country
 * shops. Use it from the header's country button and when a visitor seems to be in another
 * country's shop; it never opens for search engines.
 */
const meta = {
  title: 'Overlays/Country picker',
  component: documents<CountryPickerArgs>(CountryPicker),
  parameters: { layout: 'fullscreen', docs: overlayDocs },
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
} satisfies Meta<CountryPickerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const suggestTitle = interpolate(de.countryPicker.suggestTitle, { country: de.countries.AT });
const openLabel = interpolate(de.countryPicker.open, { country: de.countries.DE });

/** The IP country (AT) is neither this shop's nor the chosen one: the picker suggests it. */
export const SuggestSwitch: Story = {
  play: async () => {
    const picker = await screen.findByRole('dialog', { name: suggestTitle });
    await expect(picker).toHaveAttribute('data-position', 'right');
    await expect(picker).toHaveAttribute('data-view', 'suggestingSwitch');
  },
};

export const Playground: Story = {};

/** With the IP country already chosen once, the picker waits for the header button. */
export const List: Story = {
  args: { selectedCountry: 'AT' },
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: openLabel }));
    const picker = await screen.findByRole('dialog', { name: de.countryPicker.title });
    await expect(picker).toHaveAttribute('data-view', 'listingCountries');
    await expect(screen.getByRole('button', { current: true })).toHaveTextContent(
      de.countryPicker['de-de'],
    );
  },
};

/** Crawlers never get the suggestion. */
export const Crawler: Story = {
  args: { isCrawler: true },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
