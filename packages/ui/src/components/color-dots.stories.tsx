import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColorSet } from '@vitrine/domain';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { ColorDots } from './color-dots';

const set = (id: number, ...colors: Array<[string | null, string]>): ColorSet => ({
  productId: id,
  referenceKey: `10${id}`,
  colors: colors.map(([key, label]) => ({ key, label })),
});

const sevenSets: ColorSet[] = [
  set(1, ['black', 'Schwarz']),
  set(2, ['light blue', 'Hellblau']),
  set(3, ['beige', 'Sand']),
  set(4, ['pink', 'Rosa'], ['white', 'Weiß']),
  set(5, ['multicolour', 'Bunt']),
  set(6, ['green', 'Salbei']),
  set(7, ['denim', 'Jeansblau']),
];

/**
 * The colours a product comes in, as up to five dots and "+N". Use it on product cards to
 * hint at the choice; the product page shows the colours to pick.
 */
const meta = {
  title: 'Catalog/ColorDots',
  component: ColorDots,
  args: { colorSets: sevenSets },
} satisfies Meta<typeof ColorDots>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven known colour sets: five dots and `+2`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('+2')).toBeVisible();
    await expect(
      canvas.getByText(interpolate(de.colorDots.more_other, { count: 2 })),
    ).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const TwoColours: Story = {
  args: { colorSets: sevenSets.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByText(/^\+/)).toBeNull();
  },
};

export const ExactlyFive: Story = { args: { colorSets: sevenSets.slice(0, 5) } };

export const AllPaletteColours: Story = {
  args: {
    colorSets: [
      'gold',
      'silver',
      'transparent',
      'natural',
      'khaki',
      'purple',
      'turquoise',
      'orange',
    ].map((key, index) => set(index + 20, [key, key])),
  },
};

/** One known colour set is no choice, so no dots show. */
export const SingleColour: Story = {
  args: { colorSets: sevenSets.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="color-dots"]')).toBeNull();
  },
};

/** Sets with an unknown colour cannot be drawn and do not count. */
export const UnknownColoursLeftOut: Story = {
  args: { colorSets: [set(1, ['black', 'Schwarz']), set(2, [null, 'Sonderfarbe'])] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="color-dots"]')).toBeNull();
  },
};
