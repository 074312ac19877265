import type { Meta, StoryObj } from '@storybook/react-vite';
import { countryPickerMachine } from '@vitrine/domain/commands';
import { useMachine } from '@xstate/react';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
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
 * Behaviour of Country picker: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Country picker/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
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

/** Keyboard only: "switch" stores AT and leaves for the Austrian shop at the same path and query. */
export const SwitchWithKeyboard: Story = {
  play: async ({ args }) => {
    const picker = await screen.findByRole('dialog', { name: suggestTitle });
    const switchButton = screen.getByRole('button', {
      name: interpolate(de.countryPicker.switch, { country: de.countries.AT }),
    });
    await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 10 && document.activeElement !== switchButton; step++) {
      await userEvent.tab();
    }
    await expect(switchButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStore).toHaveBeenCalledWith('AT');
    await expect(args.onRedirect).toHaveBeenCalledWith(
      'https://at.nido.example/kinderwagen/?farbe=salbeigruen',
    );
  },
};

/** §2: escape counts as choosing the current country; focus goes back to the header button. */
export const CloseCountsAsCurrentCountry: Story = {
  play: async ({ args, canvas }) => {
    const picker = await screen.findByRole('dialog', { name: suggestTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(picker).not.toBeInTheDocument());
    await expect(args.onStore).toHaveBeenCalledWith('DE');
    await expect(args.onRedirect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: openLabel })).toHaveFocus();
  },
};

/** Keyboard only: from the suggestion to the list, then France with Tab and Enter. */
export const ChooseFromListWithKeyboard: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: suggestTitle });
    const other = screen.getByRole('button', { name: de.countryPicker.other });
    for (let step = 0; step < 10 && document.activeElement !== other; step++) {
      await userEvent.tab();
    }
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: de.countryPicker.title });
    const france = screen.getByRole('button', { name: de.countryPicker['fr-fr'] });
    for (let step = 0; step < 12 && document.activeElement !== france; step++) {
      await userEvent.tab();
    }
    await expect(france).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRedirect).toHaveBeenCalledWith(
      'https://fr.nido.example/kinderwagen/?farbe=salbeigruen',
    );
  },
};
