import type { Price as PriceData, ProductImage } from '@vitrine/domain';
import { imageQualities, imageSizePresets, isValidImageUrl } from '@vitrine/domain/catalog';
import type { ImageSource } from '../lib/image-source';
import { Image } from './image';
import { Price } from './price';

/** One article of a bundle promotion with the price it has in the set. */
interface BundlePiece {
  readonly id: string;
  readonly name: string;
  readonly image?: ProductImage;
  readonly price: PriceData;
}

type SetPieceListProps = {
  /** The articles that complete the set. */
  pieces: readonly BundlePiece[];
  /** Builds an image's URLs; the storefront passes the image service's builder. */
  imageSource: (image: ProductImage) => ImageSource;
};

/**
 * The articles of a set promotion, each with its picture, name and price in the set: one list
 * for the bundle promotion add dialog and for its step in the page without JavaScript (§2).
 */
function SetPieceList({ pieces, imageSource }: SetPieceListProps) {
  const thumbnail = imageSizePresets.thumbnail;
  return (
    <ul data-slot="bundle-promotion-pieces" className="grid gap-3">
      {pieces.map((piece) => (
        <li key={piece.id} className="flex items-center gap-3">
          {piece.image !== undefined && isValidImageUrl(piece.image.src) ? (
            <Image
              src={imageSource(piece.image)}
              alt=""
              width={64}
              height={64}
              maxDensity={thumbnail.maxDensity}
              quality={imageQualities.basket}
              rounded="card"
            />
          ) : null}
          <span className="flex-1 font-semibold">{piece.name}</span>
          <Price price={piece.price} size="sm" />
        </li>
      ))}
    </ul>
  );
}

export { type BundlePiece, SetPieceList, type SetPieceListProps };
