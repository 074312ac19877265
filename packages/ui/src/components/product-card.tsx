import type { ProductImage } from '@vitrine/domain';
import { type ImageSizes, imageQualities, imageSizePresets } from '@vitrine/domain/catalog';
import { type ProductTile, productTileAddToCartHref } from '@vitrine/domain/listing';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import type { ImageSource } from '../lib/image-source';
import { ProductBadges } from './badge';
import { Button, IconButton } from './button';
import { ColorDots } from './color-dots';
import { BasketIcon, HeartIcon } from './icons';
import type { ImagePriority } from './image';
import { ImageSwiper } from './image-swiper';
import { Price } from './price';
import { Rating } from './rating';

const productCardVariants = cva(
  'group/card relative flex flex-col gap-2 rounded-card bg-surface text-ink',
  {
    variants: {
      density: {
        /** Listings: the whole card with add to cart. */
        comfortable: 'w-full',
        /** Recommendation sliders: smaller type, same parts. */
        compact: 'w-full text-sm',
      },
    },
    defaultVariants: { density: 'comfortable' },
  },
);

type ProductCardProps = Omit<React.ComponentProps<'article'>, 'children'> &
  VariantProps<typeof productCardVariants> & {
    /** The card's view model (`productTile()` of the domain): every part already decided. */
    tile: ProductTile;
    /** Builds an image's URLs; the storefront passes the image service's builder. */
    imageSource: (image: ProductImage) => ImageSource;
    /**
     * The image's width in the grid slot per screen (`sizes`), so the browser picks the
     * service's rendition that fits; without it `1x`/`2x` of the §9 product image width.
     */
    imageSizes?: ImageSizes;
    /** Adds the shop's locale prefix to a locale-free path; unchanged when not given. */
    localizePath?: (path: string) => string;
    /** Renders a link (the storefront passes its router link); a plain `<a>` by default. */
    renderLink?: (props: React.ComponentProps<'a'> & { href: string }) => React.ReactNode;
    /** Whether the product is on the wishlist (the toggle is pressed). */
    wishlisted?: boolean;
    /** Toggles the wishlist. The toggle shows only when given: pass it where the country enables the wishlist (§6). */
    onWishlistToggle?: (tile: ProductTile) => void;
    /**
     * Adds the only variant to the basket (§4: direct add to cart). Products with more
     * variants or an engraving link to the product page with `action=addToCart` instead.
     * Without it the card shows no add-to-cart action (recommendation slots may hide it).
     */
    onAddToCart?: (tile: ProductTile, variantId: number) => void;
    /** `pending` while the basket call runs: the button is disabled and says so. */
    addToCartState?: 'idle' | 'pending';
    /** Called when the shopper follows the product link (tracked as select item). */
    onSelect?: (tile: ProductTile) => void;
    /** Called with the new image index (tracked as picture swipe). */
    onImageChange?: (index: number) => void;
    /** Shown text of a `pim-{theme}` badge, see `ProductBadges`. */
    pimLabel?: (theme: string) => string;
    /** How soon the first image loads: `true` for the page's largest image above the fold. */
    priority?: ImagePriority;
  };

const defaultLink = (props: React.ComponentProps<'a'> & { href: string }) => <a {...props} />;
const samePath = (path: string) => path;

/**
 * A product in a listing or slider (§2): image swiper, badges, brand, name, price, rating,
 * colour dots, wishlist toggle and add to cart, all from its `ProductTile` (the domain decided
 * badges, the listing price, rating, colour dots, availability and where add to cart goes).
 * The name link stretches over the card; the swiper and the buttons sit above it.
 */
function ProductCard({
  tile,
  imageSource,
  imageSizes,
  localizePath = samePath,
  renderLink = defaultLink,
  wishlisted = false,
  onWishlistToggle,
  onAddToCart,
  addToCartState = 'idle',
  onSelect,
  onImageChange,
  pimLabel,
  priority = false,
  density,
  className,
  ...props
}: ProductCardProps) {
  const { t } = useUiText();
  const { availability, addToCart: route } = tile;
  const images = tile.images.map((image) => ({
    src: imageSource(image),
    alt: image.alt ?? tile.name,
  }));
  const preset = imageSizePresets.productImage;
  const pending = addToCartState === 'pending';
  const layer = 'relative z-10';

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
      return (
        <Button asChild size="sm" className={cn(layer, 'w-full')}>
          {renderLink({
            href: localizePath(productTileAddToCartHref(tile)),
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
      <Button
        size="sm"
        className={cn(layer, 'w-full')}
        data-slot="product-card-add-to-cart"
        aria-label={`${t(pending ? 'productCard.adding' : 'actions.addToCart')}: ${tile.name}`}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) onAddToCart(tile, route.variantId);
        }}
      >
        <BasketIcon />
        {pending ? t('productCard.adding') : t('actions.addToCart')}
      </Button>
    );
  })();

  return (
    <article
      data-slot="product-card"
      data-variant={density ?? 'comfortable'}
      data-state={availability}
      aria-label={tile.name}
      className={cn(productCardVariants({ density }), className)}
      {...props}
    >
      <div
        data-slot="product-card-media"
        className="relative overflow-hidden rounded-card bg-image-backdrop"
      >
        <ImageSwiper
          images={images}
          width={preset.width}
          height={preset.width}
          quality={imageQualities.card}
          sizes={imageSizes}
          priority={priority}
          onImageChange={onImageChange}
          className={cn(images.length > 1 && layer)}
        />
        <ProductBadges
          badges={tile.badges}
          pimLabel={pimLabel}
          className="pointer-events-none absolute top-2 left-2 z-10"
        />
        {onWishlistToggle !== undefined ? (
          <IconButton
            data-slot="product-card-wishlist"
            variant="toggle"
            size="sm"
            label={t(wishlisted ? 'actions.removeFromWishlist' : 'actions.addToWishlist')}
            aria-pressed={wishlisted}
            onClick={() => onWishlistToggle(tile)}
            className="absolute top-2 right-2 z-10 rounded-full shadow-sm"
          >
            <HeartIcon />
          </IconButton>
        ) : null}
      </div>
      <div data-slot="product-card-body" className="flex flex-1 flex-col gap-1 px-1">
        <p data-slot="product-card-brand" className="text-xs font-semibold uppercase text-ink-soft">
          {tile.brand}
        </p>
        <h3 data-slot="product-card-name" className="font-display font-bold leading-snug">
          {renderLink({
            href: localizePath(tile.href),
            onClick: () => onSelect?.(tile),
            // Stretched over the card by the stylesheet (`[data-slot=product-card-name] > a`).
            children: tile.name,
          })}
        </h3>
        {tile.rating !== null ? (
          <Rating average={tile.rating.average} reviewCount={tile.rating.count} size="sm" />
        ) : null}
        <ColorDots dots={tile.colorDots} />
        {tile.price !== null ? (
          <Price
            price={tile.price}
            hasDifferentPrice={tile.price.hasDifferentPrice}
            size={density === 'compact' ? 'sm' : 'md'}
            className="mt-auto"
          />
        ) : null}
      </div>
      {addToCart !== null ? (
        <div data-slot="product-card-actions" className="px-1">
          {addToCart}
        </div>
      ) : null}
    </article>
  );
}

export { ProductCard, type ProductCardProps, productCardVariants };
