import type { ProductImage } from '@vitrine/domain';
import {
  addToCartFormValues,
  shoppingFormFields,
  toggleWishlistFormValues,
} from '@vitrine/domain/basket';
import { type ImageSizes, imageQualities, imageSizePresets } from '@vitrine/domain/catalog';
import type { ProductTile } from '@vitrine/domain/listing';
import { formatPrice } from '@vitrine/domain/price';
import {
  type AddToCartChoice,
  type BundleSetView,
  type ColorSiblingRow,
  colorSiblingRow,
  type ProductInfoDialog,
  type ProductPageView,
  type SetPromotionOffer,
} from '@vitrine/domain/product-page';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import type { ProductDetailArrangement } from '../lib/brand-arrangement';
import { cn } from '../lib/cn';
import type { ImageSource } from '../lib/image-source';
import { useRenderLink } from '../lib/link-renderer';
import { isModifiedClick } from '../lib/modified-click';
import { ProductBadges } from './badge';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './breadcrumb';
import { BundleSetContents } from './bundle-set-contents';
import { Button, IconButton } from './button';
import { DeliveryMessage } from './delivery-message';
import { BasketIcon, HeartIcon } from './icons';
import { Image } from './image';
import { ImageSwiper } from './image-swiper';
import { Price } from './price';
import { ProductCard, productCardAddToCartState } from './product-card';
import {
  AllColorsLink,
  ElectricalLawInfo,
  ProductImageZoom,
  ProductInfoStepView,
  ProductSealsInfo,
  PromotionDisclaimerInfo,
  SetPromotionInfo,
  SizeAdvisorInfo,
} from './product-detail-dialogs';
import { ProductEngraving } from './product-engraving';
import { ProductVariantChoice } from './product-variant-choice';
import { Rating } from './rating';
import { SetPromotionStep } from './set-promotion-step';
import { Slider, sliderImageSizes } from './slider';

/**
 * The gallery's slot per arrangement. `halves`: the whole width on a phone, half of the page
 * (at most 600 px, the 600 px image at 2x) from the tablet on. `gallery` (issue 21): the whole
 * width on a phone, half on a tablet, seven of twelve columns of a page at most 1280 px wide
 * (at most 720 px) from the laptop on.
 */
const galleryImageSizes: Readonly<Record<ProductDetailArrangement, ImageSizes>> = {
  halves: { md: '100vw', xl: '50vw', default: 600 },
  gallery: { md: '100vw', lg: '50vw', default: 720 },
};

/** Where the page's parts sit, per arrangement (see `ProductDetailArrangement`). */
const arrangementClasses: Readonly<
  Record<
    ProductDetailArrangement,
    {
      readonly top: string;
      readonly gallery: string;
      readonly summary: string;
      readonly heading: string;
      readonly details: string;
      readonly description: string;
      readonly facts: string;
    }
  >
> = {
  halves: {
    top: 'md:grid-cols-2',
    gallery: '',
    summary: '',
    heading: 'md:text-4xl',
    details: 'md:grid-cols-2',
    description: '',
    facts: '',
  },
  gallery: {
    top: 'md:grid-cols-2 lg:grid-cols-12 lg:gap-12',
    gallery: 'lg:col-span-7',
    // The buying column stays in view while the shopper looks through the pictures.
    summary: 'lg:sticky lg:top-4 lg:col-span-5 lg:self-start',
    heading: 'md:text-4xl lg:text-5xl lg:leading-tight',
    details: 'lg:grid-cols-12 lg:gap-12',
    description: 'lg:col-span-7 lg:text-lg',
    facts: 'self-start rounded-card bg-muted p-6 lg:col-span-5',
  },
};

/** What the recommendation slider's cards do: the page's own card actions. */
interface ProductDetailCardActions {
  readonly formAction?: string;
  readonly onAddToCart?: (tile: ProductTile, variantId: number) => void;
  readonly onWishlistToggle?: (tile: ProductTile) => void;
  readonly isWishlisted?: (productId: number) => boolean;
  readonly isAddingToCart?: (variantId: number) => boolean;
  /** The shopper followed a card's product link (tracked as select item). */
  readonly onSelect?: (tile: ProductTile) => void;
}

type ProductDetailProps = Omit<React.ComponentProps<'article'>, 'children'> & {
  /** The page's view model (`productPageView()` of the domain): every part already decided. */
  product: ProductPageView;
  /** Builds an image's URLs; the storefront passes the image service's builder. */
  imageSource: (image: ProductImage) => ImageSource;
  /** Adds the shop's locale prefix to a locale-free path; unchanged when not given. */
  localizePath?: (path: string) => string;
  /** Where the forms post (the page itself, which answers with a toast); the current URL when not given. */
  formAction?: string;
  /**
   * Adds the selected variant in the chosen quantity, with the engraving rows of a product
   * that has them (`text1..n`). The button is a form posting it
   * (`addToCart`), so it works without JavaScript; once scripts run, submitting calls this.
   */
  onAddToCart?: (
    variantId: number,
    quantity: number,
    engraving?: Readonly<Record<string, string>>,
  ) => void;
  /** `pending` while the basket call runs: the button is disabled and says so. */
  addToCartState?: 'idle' | 'pending';
  /** Shown only when given: pass it where the country enables the wishlist. */
  onWishlistToggle?: () => void;
  /** Whether the product is on the shopper's wishlist: the heart button shows as pressed. */
  wishlisted?: boolean;
  /** Recommended products (the slider renders only when there are some). */
  recommendations?: readonly ProductTile[];
  /**
   * What the recommendation slider's cards do (add to basket, wishlist, follow the link): the
   * page's own card actions.
   */
  recommendationActions?: ProductDetailCardActions;
  /** Called with the new image index (tracked as picture swipe). */
  onImageChange?: (index: number) => void;
  /**
   * Chooses a variant in place: called with the variant's address instead of following its
   * link (the storefront navigates there keeping the scroll position). A modified click (new
   * tab) and a browser without JavaScript follow the link.
   */
  onVariantChoose?: (href: string) => void;
  /** Shown text of a `pim-{theme}` badge, see `ProductBadges`. */
  pimLabel?: (theme: string) => string;
  /**
   * What the page adds under the buy buttons (remind-when-available, click-and-reserve): forms
   * of the storefront's own, which post to the page.
   */
  purchaseExtras?: React.ReactNode;
  /**
   * The choice `?action=addToCart` opens (`addToCartChoice` of the domain): the product cannot
   * be added directly, so the page opens this choice once it runs — the variant picker, or the
   * engraving editor.
   */
  addToCartChoice?: AddToCartChoice;
  /**
   * The info dialog (seals, promotion disclaimer, size advisor) a browser without JavaScript
   * followed the link of (`?dialog=`, `productInfoStep` of the domain): shown in the page.
   */
  infoStep?: ProductInfoDialog | null;
  /**
   * The colours the row shows (`colorSiblingRow` of the domain, which reads the sibling
   * select's `?dialog=colours` step); the first ones when not given.
   */
  colorRow?: ColorSiblingRow;
  /** A set's articles and what the set saves (`bundleSetView` of the domain). */
  bundle?: BundleSetView | null;
  /**
   * How the page sets its parts from the laptop on: `halves` (Nido) puts gallery and buying
   * side by side in equal halves; `gallery` (Vitalia) gives the pictures more room beside a
   * buying column that stays in view, and sets the facts in a panel beside the description.
   * The shop's brand decides (`brandArrangement`); the gallery's image `sizes` follow.
   */
  arrangement?: ProductDetailArrangement;
  /**
   * The set promotion the article belongs to (`setPromotionOffer` of
   * the domain): a link to its dialog, which adds the article and the set's missing pieces
   * (`onAdd`, with JavaScript); `step` shows the dialog in the page (`?dialog=set`, without).
   */
  setPromotion?: {
    readonly offer: SetPromotionOffer;
    readonly step: boolean;
    readonly onAdd?: () => void;
    readonly state?: 'idle' | 'pending';
  } | null;
};

const samePath = (path: string) => path;

/**
 * The product page: breadcrumb, image gallery (its first image is the page's LCP:
 * eager, high priority, preloaded), brand and subbrand, name, rating, badges, the selected
 * variant's price and delivery message, the colour siblings and the variant choice as links
 * (`?variant=`, so choosing works without JavaScript), add to cart as a form with the quantity
 * the availability allows, the wishlist heart, facts and description, and the recommendations.
 */
function ProductDetail({
  product,
  imageSource,
  localizePath = samePath,
  formAction,
  onAddToCart,
  addToCartState = 'idle',
  onWishlistToggle,
  wishlisted = false,
  recommendations = [],
  recommendationActions = {},
  onImageChange,
  onVariantChoose,
  pimLabel,
  purchaseExtras,
  addToCartChoice = null,
  infoStep = null,
  colorRow,
  bundle = null,
  arrangement = 'halves',
  setPromotion = null,
  className,
  ...props
}: ProductDetailProps) {
  const { t, locale } = useUiText();
  const renderLink = useRenderLink();
  // The field's text as typed: the browser checks it against min and max before the form is
  // submitted (with and without JavaScript), so it is only read on submit.
  const [quantityText, setQuantityText] = React.useState('1');
  const [engravingText, setEngravingText] = React.useState<Readonly<Record<string, string>>>({});
  const variant = product.variant;
  const pending = addToCartState === 'pending';
  const images = product.images.map((image) => ({
    src: imageSource(image),
    alt: image.alt ?? product.name,
  }));
  const headingId = React.useId();
  // The page as it is now (its variant kept): the info dialogs' steps add `?dialog=` to it.
  const pageHref = localizePath(
    product.variantOptions.find((option) => option.selected)?.href ?? product.href,
  );
  const infoLink = { productName: product.name, info: product.info, pageHref };
  const colors = colorRow ?? colorSiblingRow(product.colorSiblings, new URLSearchParams());
  const arranged = arrangementClasses[arrangement];

  return (
    <article
      data-slot="product-detail"
      data-arrangement={arrangement}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-8', className)}
      {...props}
    >
      {product.breadcrumbs.length > 0 ? (
        <Breadcrumb>
          <BreadcrumbList>
            {product.breadcrumbs.map((crumb) => (
              <React.Fragment key={crumb.slug}>
                <BreadcrumbItem>
                  <BreadcrumbLink asChild>
                    {renderLink({ href: localizePath(`/${crumb.slug}/`), children: crumb.name })}
                  </BreadcrumbLink>
                </BreadcrumbItem>
                <BreadcrumbSeparator />
              </React.Fragment>
            ))}
            <BreadcrumbItem>
              <BreadcrumbPage>{product.name}</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumb>
      ) : null}

      <div data-slot="product-detail-top" className={cn('grid gap-8', arranged.top)}>
        <section
          data-slot="product-detail-gallery"
          aria-label={t('productDetail.gallery')}
          className={cn('relative', arranged.gallery)}
        >
          <ImageSwiper
            images={images}
            width={imageSizePresets.image.width}
            height={imageSizePresets.image.width}
            quality={imageQualities.card}
            sizes={galleryImageSizes[arrangement]}
            priority
            onImageChange={onImageChange}
          />
          {images.length > 0 ? (
            <ProductImageZoom
              productName={product.name}
              images={images}
              onImageChange={onImageChange}
              className="absolute end-2 top-2 z-10"
            />
          ) : null}
        </section>

        <div
          data-slot="product-detail-summary"
          className={cn('flex flex-col gap-4', arranged.summary)}
        >
          <div className="flex flex-col gap-1">
            <p data-slot="product-detail-brand" className="font-semibold text-ink-soft">
              {product.brand}
              {product.subbrand ? ` · ${product.subbrand}` : null}
            </p>
            <h1
              id={headingId}
              className={cn('font-display text-3xl font-bold text-ink', arranged.heading)}
            >
              {product.name}
            </h1>
          </div>
          {product.rating !== null ? (
            <Rating average={product.rating.average} reviewCount={product.rating.count} />
          ) : null}
          <ProductBadges badges={product.badges} pimLabel={pimLabel} />
          <PromotionDisclaimerInfo {...infoLink} />
          {product.price !== null ? (
            <Price price={product.price} lowestPriorPrice={product.lowestPriorPrice} size="lg" />
          ) : null}
          {product.price !== null && product.scalePrices.length > 0 ? (
            <div data-slot="product-detail-scale-prices" className="text-sm text-ink">
              <p className="font-semibold">{t('productDetail.scalePrices')}</p>
              <ul>
                {product.scalePrices.map((scale) => (
                  <li key={scale.minimumQuantity}>
                    {t('productDetail.scalePrice', {
                      quantity: scale.minimumQuantity,
                      price:
                        formatPrice(scale.price, {
                          locale,
                          currency: product.price?.currencyCode,
                        }) ?? '',
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {product.loyaltyPoints !== null ? (
            <p data-slot="product-detail-loyalty-points" className="text-sm text-ink">
              {t('productDetail.loyaltyPoints', { count: product.loyaltyPoints })}
            </p>
          ) : null}
          {variant !== null ? <DeliveryMessage message={variant.delivery} /> : null}
          {product.electricalEquipment ? <ElectricalLawInfo className="self-start" /> : null}
          {product.info.seals.length > 0 ? <ProductSealsInfo {...infoLink} /> : null}
          {infoStep !== null ? (
            <ProductInfoStepView step={infoStep} info={product.info} closeHref={pageHref} />
          ) : null}

          {product.colorSiblings.length > 0 ? (
            <nav data-slot="product-detail-colors" aria-label={t('productDetail.colors')}>
              <p className="mb-2 text-sm font-semibold text-ink">{t('productDetail.colors')}</p>
              <ul className="flex flex-wrap gap-2">
                {colors.shown.map((sibling) => (
                  <li key={sibling.referenceKey}>
                    {renderLink({
                      href: localizePath(sibling.href),
                      'aria-current': sibling.current ? 'page' : undefined,
                      className: cn(
                        'flex items-center gap-2 rounded-control border px-2 py-1 text-sm text-ink outline-none focus-visible:ring-3 focus-visible:ring-focus',
                        sibling.current ? 'border-primary ring-1 ring-primary' : 'border-control',
                      ),
                      children: (
                        <>
                          {sibling.image !== null ? (
                            <Image
                              src={imageSource(sibling.image)}
                              alt=""
                              width={40}
                              height={40}
                              maxDensity={imageSizePresets.thumbnail.maxDensity}
                            />
                          ) : null}
                          {sibling.label}
                        </>
                      ),
                    })}
                  </li>
                ))}
              </ul>
              {colors.more > 0 ? (
                <AllColorsLink
                  productName={product.name}
                  siblings={product.colorSiblings}
                  more={colors.more}
                  pageHref={pageHref}
                  imageSource={imageSource}
                  localizePath={localizePath}
                />
              ) : null}
            </nav>
          ) : null}

          {product.variantOptions.length > 0 ? (
            <nav data-slot="product-detail-variants" aria-label={t('productDetail.variants')}>
              <p className="mb-2 text-sm font-semibold text-ink">{t('productDetail.variants')}</p>
              <ul className="flex flex-wrap gap-2">
                {product.variantOptions.map((option) => (
                  <li key={option.referenceKey}>
                    {renderLink({
                      href: localizePath(option.href),
                      'aria-current': option.selected ? 'true' : undefined,
                      onClick: (event) => {
                        if (onVariantChoose === undefined || isModifiedClick(event)) return;
                        event.preventDefault();
                        onVariantChoose(localizePath(option.href));
                      },
                      className: cn(
                        'inline-flex min-h-10 items-center rounded-control border px-3 text-sm text-ink outline-none focus-visible:ring-3 focus-visible:ring-focus',
                        option.selected
                          ? 'border-primary bg-primary-soft font-semibold'
                          : 'border-control',
                        option.availability !== 'buyable' && 'text-ink-soft line-through',
                      ),
                      children:
                        option.availability === 'buyable' ? (
                          option.label
                        ) : (
                          <>
                            {option.label}
                            <span className="sr-only">
                              {` (${t(option.availability === 'soldOut' ? 'productCard.soldOut' : 'productCard.notDeliverable')})`}
                            </span>
                          </>
                        ),
                    })}
                  </li>
                ))}
              </ul>
              <ProductVariantChoice
                options={product.variantOptions}
                productName={product.name}
                openAtStart={addToCartChoice === 'variant'}
                // Without a page to navigate, the choice loads the variant's address.
                onChoose={(option) =>
                  (onVariantChoose ?? window.location.assign.bind(window.location))(
                    localizePath(option.href),
                  )
                }
              />
            </nav>
          ) : null}
          <SizeAdvisorInfo {...infoLink} />

          <div data-slot="product-detail-actions" className="flex flex-wrap items-end gap-3">
            {variant !== null && product.addToCart === 'form' && onAddToCart !== undefined ? (
              <form
                method="post"
                action={formAction}
                className="flex flex-wrap items-end gap-3"
                onSubmit={(event) => {
                  // The customize dialog's form is portalled out of this one, but React still
                  // bubbles its submit through here: only this form's own submit adds.
                  if (event.target !== event.currentTarget) return;
                  event.preventDefault();
                  const quantity = Number.parseInt(quantityText, 10);
                  if (!pending) {
                    onAddToCart(
                      variant.id,
                      Number.isFinite(quantity)
                        ? Math.min(Math.max(quantity, 1), variant.maxQuantity)
                        : 1,
                      ...(product.engraving !== null ? [engravingText] : []),
                    );
                  }
                }}
              >
                <input
                  type="hidden"
                  name={shoppingFormFields.variantId}
                  value={addToCartFormValues(variant.id)[shoppingFormFields.variantId]}
                />
                {product.engraving !== null ? (
                  <ProductEngraving
                    fields={product.engraving}
                    value={engravingText}
                    onValueChange={setEngravingText}
                    openAtStart={addToCartChoice === 'engraving'}
                  />
                ) : null}
                <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
                  {t('quantity.label')}
                  <input
                    type="number"
                    name={shoppingFormFields.quantity}
                    min={1}
                    max={variant.maxQuantity}
                    step={1}
                    required
                    value={quantityText}
                    onChange={(event) => setQuantityText(event.target.value)}
                    className="h-11 w-20 rounded-control border border-control bg-surface px-2 text-base text-ink outline-none focus-visible:ring-3 focus-visible:ring-focus"
                  />
                </label>
                <Button
                  type="submit"
                  name={shoppingFormFields.intent}
                  value={addToCartFormValues(variant.id)[shoppingFormFields.intent]}
                  size="lg"
                  data-slot="product-detail-add-to-cart"
                  aria-disabled={pending || undefined}
                >
                  <BasketIcon />
                  {pending ? t('productCard.adding') : t('actions.addToCart')}
                </Button>
              </form>
            ) : (
              <Button size="lg" variant="secondary" disabled>
                {product.addToCart === 'needsChoice'
                  ? t('productDetail.notOnlineYet')
                  : t(
                      variant?.availability === 'soldOut'
                        ? 'productCard.soldOut'
                        : 'productCard.notDeliverable',
                    )}
              </Button>
            )}
            {onWishlistToggle !== undefined ? (
              <form
                method="post"
                action={formAction}
                onSubmit={(event) => {
                  event.preventDefault();
                  onWishlistToggle();
                }}
              >
                <input
                  type="hidden"
                  name={shoppingFormFields.productId}
                  value={toggleWishlistFormValues(product.id)[shoppingFormFields.productId]}
                />
                <IconButton
                  type="submit"
                  name={shoppingFormFields.intent}
                  value={toggleWishlistFormValues(product.id)[shoppingFormFields.intent]}
                  data-slot="product-detail-wishlist"
                  variant="toggle"
                  label={t(wishlisted ? 'actions.removeFromWishlist' : 'actions.addToWishlist')}
                  aria-pressed={wishlisted}
                >
                  <HeartIcon />
                </IconButton>
              </form>
            ) : null}
          </div>
          {purchaseExtras}
          {setPromotion !== null ? (
            <SetPromotionInfo
              offer={setPromotion.offer}
              pageHref={pageHref}
              imageSource={imageSource}
              {...(setPromotion.onAdd === undefined ? {} : { onAdd: setPromotion.onAdd })}
              state={setPromotion.state ?? 'idle'}
            />
          ) : null}
          {setPromotion?.step ? (
            <SetPromotionStep
              offer={setPromotion.offer}
              variantId={variant !== null && product.addToCart === 'form' ? variant.id : null}
              formAction={formAction}
              imageSource={imageSource}
              closeHref={pageHref}
            />
          ) : null}
          {bundle != null && product.price !== null ? (
            <BundleSetContents
              set={bundle}
              currencyCode={product.price.currencyCode}
              imageSource={imageSource}
              localizePath={localizePath}
            />
          ) : null}
        </div>
      </div>

      <div data-slot="product-detail-details" className={cn('grid gap-8', arranged.details)}>
        {product.description !== null ? (
          <section
            data-slot="product-detail-description"
            className={cn('flex flex-col gap-2', arranged.description)}
          >
            <h2 className="font-display text-2xl font-bold text-ink">
              {t('productDetail.description')}
            </h2>
            <p className="whitespace-pre-line text-ink">{product.description}</p>
          </section>
        ) : null}
        <section
          data-slot="product-detail-facts"
          className={cn('flex flex-col gap-2', arranged.facts)}
        >
          <h2 className="font-display text-2xl font-bold text-ink">{t('productDetail.facts')}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-ink">
            {product.facts.map((fact) => (
              <React.Fragment key={fact.key}>
                <dt className="font-semibold">{t(`productDetail.fact.${fact.key}`)}</dt>
                <dd>{fact.value}</dd>
              </React.Fragment>
            ))}
          </dl>
        </section>
      </div>

      {recommendations.length > 0 ? (
        <section data-slot="product-detail-recommendations" className="flex flex-col gap-4">
          <h2 className="font-display text-2xl font-bold text-ink">
            {t('productDetail.recommendations')}
          </h2>
          <Slider label={t('productDetail.recommendations')}>
            {recommendations.map((tile) => (
              <ProductCard
                key={tile.id}
                tile={tile}
                imageSource={imageSource}
                imageSizes={sliderImageSizes}
                localizePath={localizePath}
                formAction={recommendationActions.formAction}
                density="compact"
                pimLabel={pimLabel}
                {...(recommendationActions.onSelect
                  ? { onSelect: recommendationActions.onSelect }
                  : {})}
                {...(recommendationActions.onAddToCart
                  ? {
                      onAddToCart: recommendationActions.onAddToCart,
                      addToCartState: productCardAddToCartState(
                        tile,
                        recommendationActions.isAddingToCart,
                      ),
                    }
                  : {})}
                {...(recommendationActions.onWishlistToggle
                  ? {
                      onWishlistToggle: recommendationActions.onWishlistToggle,
                      wishlisted: recommendationActions.isWishlisted?.(tile.id) ?? false,
                    }
                  : {})}
              />
            ))}
          </Slider>
        </section>
      ) : null}
    </article>
  );
}

export { ProductDetail, type ProductDetailCardActions, type ProductDetailProps };
