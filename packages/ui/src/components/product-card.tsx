import type { ProductImage } from '@vitrine/domain';
import {
  addToCartFormValues,
  shoppingFormFields,
  toggleWishlistFormValues,
} from '@vitrine/domain/basket';
import { type ImageSizes, imageQualities, imageSizePresets } from '@vitrine/domain/catalog';
import {
  type ProductTile,
  productTileAddToCartHref,
  productTileAvailability,
  productTileImages,
} from '@vitrine/domain/listing';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import type { ImageSource } from '../lib/image-source';
import { useRenderLink } from '../lib/link-renderer';
import { isModifiedClick } from '../lib/modified-click';
import { ProductBadges } from './badge';
import { Button, IconButton } from './button';
import { ColorDots } from './color-dots';
import { BasketIcon, HeartIcon } from './icons';
import type { ImagePriority } from './image';
import { ImageSwiper } from './image-swiper';
import { Price } from './price';
import { Rating } from './rating';

// The card's parts take their look from the stylesheet, by data-slot (a listing repeats them
// 24 times); the density only tells it which variant it is (`data-variant`).
const productCardVariants = cva('', {
  variants: {
    density: {
      /** Listings: the whole card with add to cart. */
      comfortable: '',
      /** Recommendation sliders: smaller type, same parts. */
      compact: '',
    },
  },
  defaultVariants: { density: 'comfortable' },
});

// `onSelect` is the card's own (the product link followed), not the DOM's text-selection event.
type ProductCardProps = Omit<React.ComponentProps<'article'>, 'children' | 'onSelect'> &
  VariantProps<typeof productCardVariants> & {
    /** The card's view model (`productTile()` of the domain): every part already decided. */
    tile: ProductTile;
    /** Builds an image's URLs; the storefront passes the image service's builder. */
    imageSource: (image: ProductImage) => ImageSource;
    /**
     * The image's width in the grid slot per screen (`sizes`), so the browser picks the
     * service's rendition that fits; without it `1x`/`2x` of the shop's product image width.
     */
    imageSizes?: ImageSizes;
    /** Adds the shop's locale prefix to a locale-free path; unchanged when not given. */
    localizePath?: (path: string) => string;
    /**
     * Where the card's forms post (the page it is on, which answers with itself and a toast);
     * the current URL when not given. The storefront passes its route's form action.
     */
    formAction?: string;
    /** Whether the product is on the wishlist (the toggle is pressed). */
    wishlisted?: boolean;
    /**
     * Toggles the wishlist. The toggle shows only when given: pass it where the country enables
     * the wishlist. The heart is a form posting the product (`toggleWishlist`), so it
     * works without JavaScript; once scripts run, pressing it calls this instead.
     */
    onWishlistToggle?: (tile: ProductTile) => void;
    /**
     * Adds the only variant to the basket (direct add to cart). Products with more
     * variants or an engraving link to the product page with `action=addToCart` instead.
     * Without it the card shows no add-to-cart action (recommendation slots may hide it).
     * The button is a form posting the variant (`addToCart`), so it works without
     * JavaScript; once scripts run, pressing it calls this instead.
     */
    onAddToCart?: (tile: ProductTile, variantId: number) => void;
    /** `pending` while the basket call runs: the button is disabled and says so. */
    addToCartState?: 'idle' | 'pending';
    /**
     * Where the page offers its own variant choice for a card that cannot be added directly
     * (the wishlist's add-to-cart dialog): `href` is the link's address for the card (the
     * page's choice step without JavaScript; null sends the card to the product page), `open`
     * shows the dialog once scripts run.
     */
    variantChoice?: {
      readonly href: (tile: ProductTile) => string | null;
      readonly open: (tile: ProductTile) => void;
    };
    /** Called when the shopper follows the product link (tracked as select item). */
    onSelect?: (tile: ProductTile) => void;
    /** Called with the new image index (tracked as picture swipe). */
    onImageChange?: (index: number) => void;
    /** Shown text of a `pim-{theme}` badge, see `ProductBadges`. */
    pimLabel?: (theme: string) => string;
    /** How soon the first image loads: `true` for the page's largest image above the fold. */
    priority?: ImagePriority;
  };

/**
 * A card's form: posted to the page without JavaScript (the domain's shopping form fields,
 * which the page reads back; the intent is the submit button's name and value, so the
 * form needs no field for it), handed to `onSubmit` with JavaScript.
 */
function ShoppingForm({
  action,
  fields,
  onSubmit,
  submit,
}: {
  action: string | undefined;
  fields: Readonly<Record<string, string>>;
  onSubmit: () => void;
  /** The submit button, given the intent's name and value. */
  submit: (intent: { name: string; value: string | undefined }) => React.ReactNode;
}) {
  const { [shoppingFormFields.intent]: intent, ...hidden } = fields;
  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {submit({ name: shoppingFormFields.intent, value: intent })}
    </form>
  );
}

const samePath = (path: string) => path;

/**
 * A product in a listing or slider: image swiper, badges, brand, name, price, rating,
 * colour dots, wishlist toggle and add to cart, all from its `ProductTile` (the domain decided
 * badges, the listing price, rating, colour dots, availability and where add to cart goes).
 * The name link stretches over the card; the swiper and the buttons sit above it.
 */
function ProductCard({
  tile,
  imageSource,
  imageSizes,
  localizePath = samePath,
  formAction,
  wishlisted = false,
  onWishlistToggle,
  onAddToCart,
  addToCartState = 'idle',
  variantChoice,
  onSelect,
  onImageChange,
  pimLabel,
  priority = false,
  density,
  className,
  ...props
}: ProductCardProps) {
  const { t } = useUiText();
  const renderLink = useRenderLink();
  const { addToCart: route } = tile;
  const availability = productTileAvailability(tile);
  const images = productTileImages(tile).map((image) => ({
    src: imageSource(image),
    alt: image.alt,
  }));
  const preset = imageSizePresets.productImage;
  const pending = addToCartState === 'pending';

  const addToCart = (() => {
    if (onAddToCart === undefined) return null;
    if (availability !== 'buyable') {
      return (
        <Button size="sm" variant="secondary" disabled className="w-full">
          {t(availability === 'soldOut' ? 'productCard.soldOut' : 'productCard.notDeliverable')}
        </Button>
      );
    }
    if (route.kind === 'productPage') {
      const choiceHref = variantChoice?.href(tile) ?? null;
      return (
        <Button asChild size="sm" className="relative z-10 w-full">
          {renderLink({
            href: choiceHref ?? localizePath(productTileAddToCartHref(tile)),
            ...(choiceHref !== null && variantChoice !== undefined
              ? {
                  'aria-haspopup': 'dialog' as const,
                  onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
                    if (isModifiedClick(event)) return;
                    event.preventDefault();
                    variantChoice.open(tile);
                  },
                }
              : {}),
            'aria-label': `${t('actions.addToCart')}: ${tile.name}`,
            children: (
              <>
                <BasketIcon />
                {t('actions.addToCart')}
              </>
            ),
          })}
        </Button>
      );
    }
    return (
      <ShoppingForm
        action={formAction}
        fields={addToCartFormValues(route.variantId)}
        onSubmit={() => {
          if (!pending) onAddToCart(tile, route.variantId);
        }}
        submit={(intent) => (
          <Button
            type="submit"
            {...intent}
            size="sm"
            className="w-full"
            data-slot="product-card-add-to-cart"
            aria-label={`${t(pending ? 'productCard.adding' : 'actions.addToCart')}: ${tile.name}`}
            aria-disabled={pending || undefined}
          >
            <BasketIcon />
            {pending ? t('productCard.adding') : t('actions.addToCart')}
          </Button>
        )}
      />
    );
  })();

  return (
    <article
      data-slot="product-card"
      data-variant={density ?? 'comfortable'}
      data-state={availability}
      aria-label={tile.name}
      className={cn(productCardVariants({ density }), className) || undefined}
      {...props}
    >
      <div data-slot="product-card-media">
        <ImageSwiper
          images={images}
          width={preset.width}
          height={preset.width}
          quality={imageQualities.card}
          sizes={imageSizes}
          priority={priority}
          onImageChange={onImageChange}
          arrows="onHover"
        />
        <ProductBadges badges={tile.badges} pimLabel={pimLabel} />
        {onWishlistToggle !== undefined ? (
          <ShoppingForm
            action={formAction}
            fields={toggleWishlistFormValues(tile.id)}
            onSubmit={() => onWishlistToggle(tile)}
            submit={(intent) => (
              // Round and lifted off the image by the stylesheet (`product-card-wishlist`).
              <IconButton
                type="submit"
                {...intent}
                data-slot="product-card-wishlist"
                variant="toggle"
                size="sm"
                label={t(wishlisted ? 'actions.removeFromWishlist' : 'actions.addToWishlist')}
                aria-pressed={wishlisted}
              >
                <HeartIcon />
              </IconButton>
            )}
          />
        ) : null}
      </div>
      <div data-slot="product-card-body">
        <p data-slot="product-card-brand">{tile.brand}</p>
        <h3 data-slot="product-card-name">
          {renderLink({
            href: localizePath(tile.href),
            onClick: () => onSelect?.(tile),
            // Stretched over the card by the stylesheet (`[data-slot=product-card-name] > a`).
            children: tile.name,
          })}
        </h3>
        {tile.rating !== undefined ? (
          <Rating average={tile.rating.average} reviewCount={tile.rating.count} size="sm" />
        ) : null}
        <ColorDots dots={tile.colorDots ?? null} />
        {tile.price !== null ? (
          <Price
            price={tile.price}
            hasDifferentPrice={tile.price.hasDifferentPrice}
            size={density === 'compact' ? 'sm' : 'md'}
            className="mt-auto"
          />
        ) : null}
      </div>
      {addToCart !== null ? <div data-slot="product-card-actions">{addToCart}</div> : null}
    </article>
  );
}

/**
 * The card's add-to-cart state where a page adds one variant at a time: pending while the
 * basket call for the card's own variant runs (only a card that adds directly has one).
 */
function productCardAddToCartState(
  tile: ProductTile,
  isAddingToCart: ((variantId: number) => boolean) | undefined,
): NonNullable<ProductCardProps['addToCartState']> {
  const route = tile.addToCart;
  return route.kind !== 'productPage' && isAddingToCart?.(route.variantId) ? 'pending' : 'idle';
}

export { ProductCard, type ProductCardProps, productCardAddToCartState, productCardVariants };
