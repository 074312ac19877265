import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { documents } from '../stories/documents';
import { overlayDocs } from '../stories/overlay-docs';
import { CountryPicker } from './country-picker';
import {
  type CountryPickerArgs,
  countryPickerStoryMeta,
  openLabel,
  suggestTitle,
} from './country-picker.story-kit';

/**
 * Behaviour of Country picker: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Country picker/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: documents<CountryPickerArgs>(CountryPicker),
  ...countryPickerStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta<CountryPickerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

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
