import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { overlayDocs } from '../stories/overlay-docs';
import { CountryFlag, CountryPicker } from './country-picker';
import {
  type CountryPickerArgs,
  countryPickerStoryMeta,
  openLabel,
  suggestTitle,
} from './country-picker.story-kit';

/**
 * The country picker: it offers the shop of the visitor's country, or lists all country
 * shops. Use it from the header's country button and when a visitor seems to be in another
 * country's shop; it never opens for search engines.
 */
const meta = {
  title: 'Overlays/Country picker',
  component: documents<CountryPickerArgs>(CountryPicker),
  subcomponents: { CountryFlag },
  ...countryPickerStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta<CountryPickerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

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
