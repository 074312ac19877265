import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { UiText } from '../i18n/ui-text';
import { Badge, ProductBadges } from './badge';

/**
 * A product card's badges: sale percent, promotion, new, bundle and the catalogue's themes, in
 * one casing. Use them on product cards and the product page to say what is special about an
 * article; not for states of an order or a form (use a notice) and not as buttons or filters.
 */
const meta = {
  title: 'Catalog/Badge',
  component: ProductBadges,
  // The single badge the row is made of, for a badge outside a product.
  subcomponents: { Badge },
  args: {
    badges: [
      { key: 'sale', percent: 30 },
      { key: 'promotion', promotionId: 'promo-1', label: null },
      { key: 'new' },
      { key: 'bundle' },
      { key: 'pim-nachhaltig', theme: 'nachhaltig' },
    ],
  },
} satisfies Meta<typeof ProductBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(
      canvas.getByText(interpolate(de.badge.sale, { percent: 30 }).replace(/\s/g, ' ')),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

export const Sale: Story = { args: { badges: [{ key: 'sale', percent: 25 }] } };

export const Promotion: Story = {
  args: { badges: [{ key: 'promotion', promotionId: 'promo-1', label: null }] },
};

/** A promotion with its own badge label from the commerce data. */
export const PromotionWithLabel: Story = {
  args: { badges: [{ key: 'promotion', promotionId: 'promo-2', label: '3 für 2' }] },
};

export const New: Story = { args: { badges: [{ key: 'new' }] } };

export const Bundle: Story = { args: { badges: [{ key: 'bundle' }] } };

/** A PIM theme; the caller maps the theme slug to the label in the shop's language. */
export const PimTheme: Story = {
  args: {
    badges: [{ key: 'pim-bio', theme: 'bio' }],
    pimLabel: (theme: string) => (theme === 'bio' ? 'Bio' : theme),
  },
};

/**
 * One casing for every badge (issue 21): a theme slug, a promotion label in lower case and the
 * catalogue's texts all start with a capital, the rest as written (`badgeText`).
 */
export const OneCasing: Story = {
  args: {
    badges: [
      { key: 'promotion', promotionId: 'promo-3', label: 'nur online' },
      { key: 'new' },
      { key: 'pim-nachhaltig-produziert', theme: 'nachhaltig-produziert' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nur online')).toBeVisible();
    await expect(canvas.getByText(de.badge.new)).toBeVisible();
    await expect(canvas.getByText('Nachhaltig produziert')).toBeVisible();
  },
};

/** Without badges nothing renders, not even an empty list. */
export const NoBadges: Story = {
  args: { badges: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="product-badges"]')).toBeNull();
  },
};

export const SingleBadgeVariants: Story = {
  render: () => (
    <div className="flex gap-2">
      <Badge variant="sale">
        <UiText k="badge.sale" values={{ percent: 10 }} />
      </Badge>
      <Badge variant="promotion">
        <UiText k="badge.promotion" />
      </Badge>
      <Badge variant="new">
        <UiText k="badge.new" />
      </Badge>
      <Badge variant="bundle">
        <UiText k="badge.bundle" />
      </Badge>
      <Badge variant="pim">Bio</Badge>
    </div>
  ),
};
