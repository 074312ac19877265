import type { ProductImage } from '@vitrine/domain';
import { imageQualities, imageSizePresets, isValidImageUrl } from '@vitrine/domain/catalog';
import {
  type SetPromotionOffer,
  setPromotionFormFields,
  setPromotionIntent,
} from '@vitrine/domain/product-page';
import { useUiText } from '../i18n/ui-text';
import type { ImageSource } from '../lib/image-source';
import { Button } from './button';
import { Image } from './image';
import { Price } from './price';

type SetPromotionStepProps = {
  /** The set the product belongs to, with its other articles. */
  offer: SetPromotionOffer;
  /** The variant the shopper looks at, which goes into the basket with the set; null: none can. */
  variantId: number | null;
  /** Where the form posts (the page itself); the current URL when not given. */
  formAction?: string;
  /** Builds an image's URLs; the storefront passes the image service's builder. */
  imageSource: (image: ProductImage) => ImageSource;
  /** The product page without the step (its variant kept): where "close" leads. */
  closeHref: string;
};

/**
 * The bundle promotion add dialog shown in the product page for a browser without
 * JavaScript that followed its link (`?dialog=set`): the same heading, text and articles as
 * the dialog, and its button as a form posting to the page, which adds the article and the
 * set's missing pieces and answers with the add-to-cart toast.
 */
function SetPromotionStep({
  offer,
  variantId,
  formAction,
  imageSource,
  closeHref,
}: SetPromotionStepProps) {
  const { t } = useUiText();
  const headingId = 'set-promotion-step-title';
  const thumbnail = imageSizePresets.thumbnail;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="set-promotion-step"
      data-dialog="bundle-promotion-add"
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id={headingId} className="font-display text-xl font-bold text-ink">
        {t('dialogs.bundlePromotion.title')}
      </h2>
      <p className="text-sm">{`${offer.name}: ${t('dialogs.bundlePromotion.text')}`}</p>
      {/* The same list as BundlePromotionDialog's, written twice on purpose: one shared module
          became a file of its own in the product page's first load (+0.4 KB gzip over its
          budget), as the dialog's chunk loads later. */}
      <ul data-slot="bundle-promotion-pieces" className="grid gap-3">
        {offer.pieces.map((piece) => (
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
      {offer.complete ? null : <p className="text-sm">{t('productDetail.setIncomplete')}</p>}
      <div className="flex flex-wrap gap-3">
        {variantId !== null ? (
          <form method="post" action={formAction}>
            <input
              type="hidden"
              name={setPromotionFormFields.variantId}
              value={String(variantId)}
            />
            <Button
              type="submit"
              name={setPromotionFormFields.intent}
              value={setPromotionIntent}
              data-slot="bundle-promotion-add"
            >
              {t('dialogs.bundlePromotion.add')}
            </Button>
          </form>
        ) : null}
        <a href={closeHref} className="ui-button ui-button-secondary ui-button-md w-fit">
          {t('common.close')}
        </a>
      </div>
    </section>
  );
}

export { SetPromotionStep, type SetPromotionStepProps };
