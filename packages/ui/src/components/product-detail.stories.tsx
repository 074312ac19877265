import type { Meta, StoryObj } from '@storybook/react-vite';
import { productPageView, setPromotionOffer } from '@vitrine/domain/product-page';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { de } from '../i18n/de';
import {
  engravedProduct,
  soldOutProduct,
  strollerProduct,
  thermometerProduct,
} from '../stories/shopping-fixtures';
import { ProductDetail, type ProductDetailProps } from './product-detail';
import { productDetailStoryMeta, towel, towelView } from './product-detail.story-kit';

/**
 * The product page: gallery, name, price, delivery, the choice of colour and size, add to
 * cart, wishlist, facts and recommendations. Use it once per product page; choosing a variant
 * works as links, so it also works without JavaScript. The Playground switches the product.
 */
const meta = {
  title: 'Catalog/ProductDetail',
  component: ProductDetail,
  ...productDetailStoryMeta,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product pages a designer can switch between in the Playground. */
const productPages = {
  'Towel (sizes, colours, one size sold out)': towelView,
  'Stroller (sale, rating)': productPageView(strollerProduct, { company: 'baby' }),
  'Blanket (personalised)': productPageView(engravedProduct, { company: 'baby' }),
  'Thermometer (medical, free shipping)': productPageView(thermometerProduct, {
    company: 'vital',
  }),
  'Bottle (sold out)': productPageView(soldOutProduct, { company: 'vital' }),
};

interface DetailDesignArgs {
  /** Which fixture product the page shows. */
  readonly page: keyof typeof productPages;
}

/**
 * The cheapest available size is selected, its price and delivery show; the sizes and
 * colours are links (`?variant=`), the sold-out size says so; add to cart posts the variant
 * and the quantity.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: towel.name })).toBeVisible();
    const variants = within(canvas.getByRole('navigation', { name: de.productDetail.variants }));
    const links = variants.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/p/kapuzenhandtuch-mint-4200005/?variant=4200005_01',
      '/p/kapuzenhandtuch-mint-4200005/?variant=4200005_02',
      '/p/kapuzenhandtuch-mint-4200005/?variant=4200005_03',
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'true');
    await expect(links[1]).toHaveTextContent(de.productCard.soldOut);
    const colors = within(canvas.getByRole('navigation', { name: de.productDetail.colors }));
    await expect(colors.getByRole('link', { name: 'Rosé' })).toHaveAttribute(
      'href',
      '/p/kapuzenhandtuch-rose-4200006/',
    );
    await expect(canvasElement.querySelector('[data-slot="price-current"]')).toHaveTextContent(
      '19,99 €',
    );
    // The gallery's first image is the page's LCP: loaded at once, first of all.
    const image = canvasElement.querySelector('[data-slot="product-detail-gallery"] img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');

    const quantity = canvas.getByRole('spinbutton', { name: de.quantity.label });
    // §4: no more than the three in stock.
    await expect(quantity).toHaveAttribute('max', '3');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(canvas.getByRole('button', { name: de.actions.addToCart }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(51, 2);
    const form = quantity.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    const submitter = canvas.getByRole('button', { name: de.actions.addToCart });
    const posted = Object.fromEntries(new FormData(form ?? undefined, submitter));
    await expect(posted).toEqual({ variantId: '51', quantity: '2', intent: 'addToCart' });
  },
};

/** Try the product page: pick a product in the "Design" controls. */
export const Playground: StoryObj<ProductDetailProps & DetailDesignArgs> = {
  args: { page: 'Towel (sizes, colours, one size sold out)' },
  argTypes: {
    page: { control: 'select', options: Object.keys(productPages), table: { category: 'Design' } },
  },
  render: ({ page, product: _product, ...args }) => (
    <ProductDetail {...args} product={productPages[page]} />
  ),
};

/**
 * The gallery arrangement (Vitalia's product page, issue 21): from the laptop on the pictures
 * take seven of twelve columns beside a buying column that stays in view while the shopper
 * looks through them; the description reads as one column with the facts in a panel beside
 * it. The gallery's picture is asked for its larger slot (720 px). Pass `arrangement` from the
 * shop's brand (`brandArrangement`); the default is `halves`.
 */
export const GalleryArrangement: Story = {
  args: { arrangement: 'gallery' },
  play: async ({ canvasElement }) => {
    const detail = canvasElement.querySelector('[data-slot="product-detail"]');
    await expect(detail).toHaveAttribute('data-arrangement', 'gallery');
    const lead = canvasElement.querySelector<HTMLImageElement>(
      '[data-slot="product-detail-gallery"] img',
    );
    await expect(lead?.sizes).toBe('(max-width: 768px) 100vw, (max-width: 1024px) 50vw, 720px');
  },
};

/** `?variant=` names the sold-out size: it is shown selected, and cannot be added. */
export const SoldOutVariantSelected: Story = {
  args: {
    product: productPageView(towel, { company: 'baby', queryVariant: '4200005_02' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: de.productCard.soldOut })).toBeDisabled();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
  },
};

/** One variant and no siblings: no choice to make. */
export const SingleVariant: Story = {
  args: { product: productPageView(strollerProduct, { company: 'baby' }), recommendations: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation', { name: de.productDetail.variants })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: de.productDetail.colors })).toBeNull();
    // §2: no recommendations, no slider.
    await expect(
      canvasElement.querySelector('[data-slot="product-detail-recommendations"]'),
    ).toBeNull();
  },
};

/** The towel in a set with the stroller and the blanket, offered together as a set. */
const towelSet = setPromotionOffer(
  towel.id,
  [
    {
      id: 'baby-ausfahr-set-1',
      name: 'Ausfahr-Set',
      productIds: [towel.id, strollerProduct.id, engravedProduct.id],
      percent: 10,
    },
  ],
  [strollerProduct, engravedProduct],
);

/**
 * An article in a set promotion: what the set saves, and "Set vervollständigen", a link to
 * the page's `?dialog=set` step that opens the bundle promotion add dialog once scripts run
 * (the set's other articles, "Zum Set hinzufügen" calls `onAdd`).
 */
export const SetPromotion: Story = {
  args: {
    setPromotion: towelSet === null ? null : { offer: towelSet, step: false, onAdd: fn() },
  },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: de.dialogs.bundlePromotion.title });
    await expect(link.getAttribute('href')).toMatch(/dialog=set$/);
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: de.dialogs.bundlePromotion.title });
    await expect(within(dialog).getByText(strollerProduct.name)).toBeVisible();
    await expect(within(dialog).getByText(engravedProduct.name)).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: de.dialogs.bundlePromotion.add }),
    );
    await waitFor(() => expect(args.setPromotion?.onAdd).toHaveBeenCalledTimes(1));
  },
};

/**
 * The set's dialog as the page shows it without JavaScript (`?dialog=set`): the set's other
 * articles and "Zum Set hinzufügen" as a form posting `intent=addSet` and the shown variant.
 */
export const SetPromotionStep: Story = {
  args: { setPromotion: towelSet === null ? null : { offer: towelSet, step: true } },
  play: async ({ canvas, canvasElement }) => {
    const step = canvas.getByRole('region', { name: de.dialogs.bundlePromotion.title });
    await expect(within(step).getByText(strollerProduct.name)).toBeVisible();
    const button = within(step).getByRole('button', { name: de.dialogs.bundlePromotion.add });
    await expect(button).toHaveAttribute('name', 'intent');
    await expect(button).toHaveAttribute('value', 'addSet');
    await expect(
      canvasElement.querySelector('[data-slot="set-promotion-step"] input[name="variantId"]'),
    ).not.toBeNull();
  },
};

/** Every variant sold out. */
export const SoldOut: Story = {
  args: { product: productPageView(soldOutProduct, { company: 'vital' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: de.productCard.soldOut })).toBeDisabled();
  },
};

/**
 * Product customize: an engraved article's form carries its rows (gravureHeadline, at most
 * gravureLength characters), posted as `text1..n`; "customize" opens the engraving editor,
 * whose text goes back into the rows.
 */
export const Engraving: Story = {
  args: { product: productPageView(engravedProduct, { company: 'baby' }) },
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Vorname' });
    await expect(name).toHaveAttribute('maxlength', '12');
    await expect(canvas.getByRole('group', { name: de.productDetail.engraving })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: de.engraving.title }));
    const dialog = await screen.findByRole('dialog', { name: de.engraving.title });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Vorname' }), 'Mia');
    await userEvent.click(within(dialog).getByRole('button', { name: de.engraving.save }));
    await waitFor(() => expect(name).toHaveValue('Mia'));
    // Saving the engraving is not adding to the basket.
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    // §4: focus returns to the button that opened the dialog.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: de.engraving.title })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: de.actions.addToCart }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(20, 1, { text1: 'Mia', text2: '' });
    const form = name.closest('form');
    const submitter = canvas.getByRole('button', { name: de.actions.addToCart });
    await expect(Object.fromEntries(new FormData(form ?? undefined, submitter))).toEqual({
      variantId: '20',
      text1: 'Mia',
      text2: '',
      quantity: '1',
      intent: 'addToCart',
    });
  },
};

/**
 * `?action=addToCart` on a product with sizes: the variant picker opens once the page
 * runs; taking a size hands its address (`?variant=`) to the page.
 */
export const AddToCartChoice: Story = {
  args: { addToCartChoice: 'variant', onVariantChoose: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: de.productCard.chooseVariant });
    const chosen = within(dialog).getByRole('radio', { name: /100 × 100\scm/ });
    await userEvent.click(chosen);
    await userEvent.click(
      within(dialog).getByRole('button', { name: de.dialogs.attributePicker.apply }),
    );
    await expect(args.onVariantChoose).toHaveBeenCalledWith(
      '/p/kapuzenhandtuch-mint-4200005/?variant=4200005_03',
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** While the basket call runs the button says so. */
export const Adding: Story = { args: { addToCartState: 'pending' } };

/** A country without a wishlist: no heart. */
export const WithoutWishlist: Story = {
  args: { onWishlistToggle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: de.actions.addToWishlist })).toBeNull();
  },
};

/** On the wishlist: the heart is pressed; pressing it toggles. */
export const Wishlisted: Story = {
  args: { wishlisted: true },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: de.actions.removeFromWishlist });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onWishlistToggle).toHaveBeenCalled();
  },
};

/** Scale prices and loyalty points where the shop has payback. */
export const ScalePricesAndPoints: Story = {
  args: {
    product: productPageView(
      {
        ...towel,
        variants: towel.variants.map((variant) => ({
          ...variant,
          paybackPointsFactor: 3,
          scalePrices: { scaleAmount1: 3, scalePrice1: 1799, scaleAmount2: 10, scalePrice2: 1599 },
        })),
      },
      { company: 'baby', payback: true },
    ),
  },
  play: async ({ canvasElement }) => {
    const scales = canvasElement.querySelectorAll('[data-slot="product-detail-scale-prices"] li');
    await expect([...scales].map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'ab 3 Stück je 17,99 €',
      'ab 10 Stück je 15,99 €',
    ]);
    await expect(
      canvasElement.querySelector('[data-slot="product-detail-loyalty-points"]'),
    ).toHaveTextContent('59 Payback-Punkte sammeln');
  },
};

/**
 * A reduced variant shows the lowest price of the 30 days before its reduction beside its
 * price (issue 15: EU Omnibus, German price ordinance PAngV), read from its price history by
 * the domain.
 */
export const ReducedWithLowestPriorPrice: Story = {
  args: {
    product: productPageView(towel, {
      company: 'baby',
      priceHistory: {
        of: (variantId) =>
          variantId === 51
            ? [
                { withTax: 2499, validFrom: '2026-06-01T06:00:00Z' },
                { withTax: 2299, validFrom: '2026-10-20T06:00:00Z' },
                { withTax: 2499, validFrom: '2026-10-25T06:00:00Z' },
                { withTax: 1999, validFrom: '2026-11-10T06:00:00Z' },
              ]
            : [],
        now: new Date('2026-11-26T12:00:00Z'),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement
        .querySelector('[data-slot="price-lowest-prior"]')
        ?.textContent?.replace(/\s/g, ' '),
    ).toBe('Niedrigster Preis der letzten 30 Tage vor der Preissenkung: 22,99 €');
  },
};
