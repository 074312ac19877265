import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPrice } from '@vitrine/domain/price';
import { bundleSetView } from '@vitrine/domain/product-page';
import { expect, within } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { engravedTile, fixtureProductImage, towelTile } from '../stories/shopping-fixtures';
import { BundleSetContents } from './bundle-set-contents';

/** The towel and the blanket, one by one, in cents. */
const separately = (towelTile.price?.withTax ?? 0) + (engravedTile.price?.withTax ?? 0);

/**
 * What a set holds, on the set's product page: each article with its picture, name and own
 * price (a link to its page), and what the set saves against buying them one by one. Use it on
 * a set's page only; the set itself is bought with the page's own button.
 */
const meta = {
  title: 'Catalog/BundleSetContents',
  component: BundleSetContents,
  args: {
    // The demo's sets cost a tenth less than their articles.
    set: bundleSetView({ withTax: Math.round(separately * 0.9), currencyCode: 'EUR' }, [
      towelTile,
      engravedTile,
    ]) ?? { pieces: [], separately: null, saving: null },
    currencyCode: 'EUR',
    imageSource: fixtureProductImage,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BundleSetContents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two articles, each a link to its page, and the amount one by one beside the saving. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: de.productDetail.bundleSet.title });
    await expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([towelTile.name, engravedTile.name]);
    // The saving is the set's tenth: 6,00 € of 59,98 € (the page's own typography spaces it).
    const saving = canvasElement.querySelector('[data-slot="bundle-set-saving"] strong');
    await expect(saving?.textContent?.replace(/\s/g, ' ')).toBe(
      interpolate(de.productDetail.bundleSet.saving, {
        price:
          formatPrice(separately - Math.round(separately * 0.9), {
            locale: 'de-DE',
            currency: 'EUR',
          }) ?? '',
      }).replace(/\s/g, ' '),
    );
  },
};

/** A set that costs what its articles cost: the articles only, no saving to show. */
export const WithoutSaving: Story = {
  args: {
    set: bundleSetView({ withTax: separately, currencyCode: 'EUR' }, [towelTile, engravedTile]) ?? {
      pieces: [],
      separately: null,
      saving: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="bundle-set-saving"]')).toBeNull();
  },
};
