import type { ProductImage } from '@vitrine/domain';
import { imageQualities, imageSizePresets, isValidImageUrl } from '@vitrine/domain/catalog';
import { productTileImages } from '@vitrine/domain/listing';
import { formatPrice } from '@vitrine/domain/price';
import type { BundleSetView } from '@vitrine/domain/product-page';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { Image, type ImageSource } from './image';
import { Price } from './price';

type BundleSetContentsProps = React.ComponentProps<'section'> & {
  /** The set's articles and what the set saves (`bundleSetView` of the domain). */
  set: BundleSetView;
  /** The set's currency, for the added-up prices. */
  currencyCode: string;
  /** Builds an image's URLs; the storefront passes the image service's builder. */
  imageSource: (image: ProductImage) => ImageSource;
  /** Adds the shop's locale prefix to a locale-free path; unchanged when not given. */
  localizePath?: (path: string) => string;
};

const samePath = (path: string) => path;

/**
 * What a set holds: each article with its picture, name (a link to its page) and
 * its own price, and, when the set is cheaper than its articles bought one by one, both
 * amounts. The set itself is bought with the page's own button.
 */
function BundleSetContents({
  set,
  currencyCode,
  imageSource,
  localizePath = samePath,
  className,
  ...props
}: BundleSetContentsProps) {
  const { t, locale } = useUiText();
  const titleId = React.useId();
  const amount = (cents: number) => formatPrice(cents, { locale, currency: currencyCode }) ?? '';
  const thumbnail = imageSizePresets.thumbnail;
  return (
    <section
      data-slot="bundle-set"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-3 rounded-card border border-line p-4', className)}
      {...props}
    >
      <h2 id={titleId} className="font-display text-lg font-bold text-ink">
        {t('productDetail.bundleSet.title')}
      </h2>
      <ul data-slot="bundle-set-pieces" className="flex flex-col gap-3">
        {set.pieces.map((piece) => {
          const [image] = productTileImages(piece);
          return (
            <li key={piece.id} data-slot="bundle-set-piece" className="flex items-center gap-3">
              {image !== undefined && isValidImageUrl(image.src) ? (
                <Image
                  src={imageSource({ src: image.src })}
                  alt=""
                  width={64}
                  height={64}
                  maxDensity={thumbnail.maxDensity}
                  quality={imageQualities.basket}
                  rounded="card"
                />
              ) : null}
              <a
                href={localizePath(piece.href)}
                className="flex-1 rounded-sm font-semibold text-ink underline-offset-2 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-focus"
              >
                {piece.name}
              </a>
              {piece.price !== null ? (
                <Price
                  price={piece.price}
                  hasDifferentPrice={piece.price.hasDifferentPrice}
                  size="sm"
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {set.separately !== null && set.saving !== null ? (
        <p data-slot="bundle-set-saving" className="flex flex-wrap gap-x-3 text-sm">
          <span className="text-ink-soft">
            {t('productDetail.bundleSet.separately', { price: amount(set.separately) })}
          </span>
          <strong className="font-semibold text-ink">
            {t('productDetail.bundleSet.saving', { price: amount(set.saving) })}
          </strong>
        </p>
      ) : null}
    </section>
  );
}

export { BundleSetContents, type BundleSetContentsProps };
