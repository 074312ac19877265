import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPrice } from '@vitrine/domain/price';
import { shippingCostProgress } from '@vitrine/domain/ui-support';
import { expect, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/translate';
import { useUiText } from '../../i18n/ui-text';
import { fixtureImage } from '../../stories/fixtures';
import { Button } from '../button';
import { CheckboxField } from '../checkbox-field';
import { HeartIcon } from '../icons';
import { Image } from '../image';
import { Price } from '../price';
import { RadioGroupField } from '../radio-group-field';
import { expectOpenDialog, OpenDialog } from './dialog-story';
import {
  campaign,
  carriers,
  colourFacet,
  euro,
  romper,
  shippingConditions,
} from './overlay-fixtures';

const meta = {
  title: 'Overlays/Dialogs/Listing and basket',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function ColourOptions() {
  return (
    <div className="grid gap-3">
      {colourFacet.map((option) => (
        <CheckboxField
          key={option.value}
          name="farbe"
          value={option.value}
          defaultChecked={option.value === 'green'}
          label={`${option.label} (${option.count})`}
        />
      ))}
    </div>
  );
}

function Facet() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="listing-facet"
      position="mobileLeft"
      title="Farbe"
      description={t('dialogs.filter.title')}
      hideDescription
      footer={<Button>{t('dialogs.facet.apply')}</Button>}
    >
      <ColourOptions />
    </OpenDialog>
  );
}

/** §2 listing facet: one filter's options, here the colours of a listing. */
export const FacetDialog: Story = {
  name: 'Listing facet',
  render: () => <Facet />,
  globals: { viewport: { value: 'xs' } },
  play: async () => {
    await expectOpenDialog('Farbe', 'mobileLeft');
    await expect(screen.getByRole('checkbox', { name: 'Grün (24)' })).toBeChecked();
  },
};

function Sort() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="sort"
      position="right"
      title={t('dialogs.sort.title')}
      description={t('dialogs.sort.title')}
      hideDescription
    >
      <RadioGroupField
        label={t('dialogs.sort.title')}
        defaultValue="relevance"
        options={[
          { value: 'relevance', label: t('dialogs.sort.relevance') },
          { value: 'price-asc', label: t('dialogs.sort.priceAscending') },
          { value: 'price-desc', label: t('dialogs.sort.priceDescending') },
          { value: 'newest', label: t('dialogs.sort.newest') },
        ]}
      />
    </OpenDialog>
  );
}

/** §2 sort; §9: relevance is the default. */
export const SortDialog: Story = {
  name: 'Sort',
  render: () => <Sort />,
  play: async () => {
    await expectOpenDialog(de.dialogs.sort.title, 'right');
    await expect(screen.getByRole('radio', { name: de.dialogs.sort.relevance })).toBeChecked();
  },
};

function Filter() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="filter"
      position="right"
      title={t('dialogs.filter.title')}
      description={t('dialogs.filter.showResults', { count: 24 })}
      hideDescription
      footer={
        <>
          <Button variant="secondary">{t('dialogs.filter.reset')}</Button>
          <Button>{t('dialogs.filter.showResults', { count: 24 })}</Button>
        </>
      }
    >
      <section className="grid gap-3">
        <h3 className="font-semibold">Farbe</h3>
        <ColourOptions />
      </section>
      <section className="grid gap-3">
        <h3 className="font-semibold">Größe</h3>
        {romper.sizes.map((size) => (
          <CheckboxField key={size.value} name="groesse" value={size.value} label={size.label} />
        ))}
      </section>
    </OpenDialog>
  );
}

/** §2 filter: all facets of a listing at once (§9: beyond the four shown on desktop). */
export const FilterDialog: Story = {
  name: 'Filter',
  render: () => <Filter />,
  play: async () => {
    await expectOpenDialog(de.dialogs.filter.title, 'right');
    await expect(
      screen.getByRole('button', {
        name: interpolate(de.dialogs.filter.showResults_other, { count: 24 }),
      }),
    ).toBeVisible();
  },
};

function WishlistInfo() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="wishlist-more-info"
      title={t('dialogs.wishlistInfo.title')}
      description={t('dialogs.wishlistInfo.text')}
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        <HeartIcon className="size-5 text-primary" />
        {t('actions.addToWishlist')}
      </p>
    </OpenDialog>
  );
}

/** §2 wishlist more-info. */
export const WishlistInfoDialog: Story = {
  name: 'Wishlist more-info',
  render: () => <WishlistInfo />,
  play: async () => {
    await expectOpenDialog(de.dialogs.wishlistInfo.title);
  },
};

function WishlistAddToCart() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="wishlist-add-to-cart"
      position="right"
      title={t('dialogs.wishlistAddToCart.title')}
      description={romper.name}
      footer={<Button>{t('actions.addToCart')}</Button>}
    >
      <div className="flex items-center gap-4">
        <Image src={fixtureImage('blanket')} alt="" width={96} height={96} maxDensity={1} />
        <div className="grid gap-1">
          <p className="font-semibold">{romper.name}</p>
          <Price price={euro(1999)} />
        </div>
      </div>
      <RadioGroupField
        label={t('dialogs.attributePicker.title')}
        options={romper.sizes.map((size) => ({
          value: size.value,
          label: size.label,
          disabled: size.soldOut,
        }))}
      />
    </OpenDialog>
  );
}

/** §2 wishlist add-to-cart: a wishlist article needs its size before it goes to the basket. */
export const WishlistAddToCartDialog: Story = {
  name: 'Wishlist add-to-cart',
  render: () => <WishlistAddToCart />,
  play: async () => {
    await expectOpenDialog(de.dialogs.wishlistAddToCart.title, 'right');
  },
};

function ShippingProgress({ orderValue }: { orderValue: number }) {
  const { t, locale } = useUiText();
  const progress = shippingCostProgress(orderValue, shippingConditions);
  const money = (cents: number) => formatPrice(cents, { locale, currency: 'EUR' }) ?? '';
  const next = progress.next;
  const message =
    next === null
      ? progress.cost === 0
        ? t('dialogs.shippingProgress.reached')
        : t('dialogs.shippingProgress.current', { cost: money(progress.cost) })
      : next.cost === 0
        ? t('dialogs.shippingProgress.remainingFree', { amount: money(next.remaining) })
        : t('dialogs.shippingProgress.remaining', {
            amount: money(next.remaining),
            cost: money(next.cost),
          });
  return (
    <OpenDialog
      id="basket-shipping-cost-progress"
      title={t('dialogs.shippingProgress.title')}
      description={message}
    >
      <div
        role="progressbar"
        aria-label={t('dialogs.shippingProgress.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.share * 100)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${progress.share * 100}%` }}
        />
      </div>
      <p className="text-sm text-ink-soft">
        {t('dialogs.shippingProgress.current', { cost: money(progress.cost) })}
      </p>
    </OpenDialog>
  );
}

/** §2 basket shipping-cost progress: 35,00 € in the basket, free shipping from 50,00 €. */
export const ShippingProgressDialog: Story = {
  name: 'Basket shipping-cost progress',
  render: () => <ShippingProgress orderValue={3500} />,
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.shippingProgress.title);
    await expect(dialog).toHaveAccessibleDescription(
      interpolate(de.dialogs.shippingProgress.remainingFree, {
        amount: formatPrice(1500, { locale: 'de-DE', currency: 'EUR' }) ?? '',
      }),
    );
    await expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
  },
};

/** The same with free shipping reached. */
export const ShippingProgressReached: Story = {
  name: 'Basket shipping-cost progress, free shipping reached',
  render: () => <ShippingProgress orderValue={6490} />,
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.shippingProgress.title);
    await expect(dialog).toHaveAccessibleDescription(de.dialogs.shippingProgress.reached);
  },
};

function CarrierInfo() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="carrier-info"
      position="right"
      title={t('dialogs.carrierInfo.title')}
      description={carriers.map((carrier) => carrier.name).join(', ')}
      hideDescription
    >
      {carriers.map((carrier) => (
        <section key={carrier.name} className="grid gap-1">
          <h3 className="font-semibold">{carrier.name}</h3>
          <p className="text-sm text-ink-soft">{carrier.text}</p>
        </section>
      ))}
    </OpenDialog>
  );
}

/** §2 carrier info. */
export const CarrierInfoDialog: Story = {
  name: 'Carrier info',
  render: () => <CarrierInfo />,
  play: async () => {
    await expectOpenDialog(de.dialogs.carrierInfo.title, 'right');
  },
};

function CampaignBanner() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="campaign-banner"
      title={campaign.title}
      description={campaign.text}
      footer={
        <>
          <Button variant="secondary">{t('dialogs.campaignBanner.conditions')}</Button>
          <Button asChild>
            <a href="/kinderzimmer/">{t('dialogs.campaignBanner.cta')}</a>
          </Button>
        </>
      }
    >
      <Image
        src={fixtureImage('nursery')}
        alt=""
        width={440}
        height={220}
        fit="cover"
        rounded="card"
        quality={70}
      />
    </OpenDialog>
  );
}

/** §2 campaign banner (CMS content). */
export const CampaignBannerDialog: Story = {
  name: 'Campaign banner',
  render: () => <CampaignBanner />,
  play: async () => {
    await expectOpenDialog(campaign.title);
  },
};

function CampaignConditions() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="campaign-conditions"
      title={t('dialogs.campaignConditions.title')}
      description={campaign.title}
    >
      <ul className="grid list-disc gap-2 ps-5 text-sm">
        {campaign.conditions.map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ul>
    </OpenDialog>
  );
}

/** §2 campaign conditions. */
export const CampaignConditionsDialog: Story = {
  name: 'Campaign conditions',
  render: () => <CampaignConditions />,
  play: async () => {
    await expectOpenDialog(de.dialogs.campaignConditions.title);
  },
};
