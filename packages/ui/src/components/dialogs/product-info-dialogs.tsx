import type { Company, Product, ProductImage } from '@vitrine/domain';
import {
  deliveryMessage,
  displayedVariant,
  hasVaryingDeliveryTimes,
  imageQualities,
  imageSizePresets,
  isValidImageUrl,
} from '@vitrine/domain/catalog';
import { productLink } from '@vitrine/domain/routing';
import { listingPrice } from '@vitrine/domain/ui-support';
import { useUiText } from '../../i18n/ui-text';
import type { ImageSource } from '../../lib/image-source';
import { useRenderLink } from '../../lib/link-renderer';
import { Button } from '../button';
import { DeliveryMessage } from '../delivery-message';
import type { FieldErrorMessage } from '../form-field';
import { Image } from '../image';
import { Price } from '../price';
import { Rating } from '../rating';
import { type ContentDialogProps, DialogFrame } from './dialog-frame';
import { EmailRequestForm, type EmailRequestState } from './email-request-form';

/** What the popup reads of a product: its picture, price, rating and the variants' delivery. */
type ProductPopupProduct = Pick<
  Product,
  | 'seoUrl'
  | 'name'
  | 'referenceKey'
  | 'brand'
  | 'images'
  | 'variants'
  | 'priceRange'
  | 'averageRating'
  | 'reviewCount'
>;

type ProductPopupDialogProps = ContentDialogProps & {
  /**
   * The product the quick view shows: picture, name, brand, price, rating and its variants'
   * delivery.
   */
  product: ProductPopupProduct;
  /** Builds an image's URLs; the storefront passes the image service's builder. */
  imageSource: (image: ProductImage) => ImageSource;
  /** The shop's company: the delivery time follows its thresholds. */
  company: Company;
  /** Adds the shop's locale prefix to the product page's path; unchanged when not given. */
  localizePath?: (path: string) => string;
};

/**
 * The product popup: a quick view of a product (from a CMS teaser or a recommendation) with
 * its picture, price, rating, the displayed variant's delivery time and the way to its page.
 */
function ProductPopupDialog({
  id = 'product-popup',
  returnFocusTo,
  open,
  onOpenChange,
  product,
  imageSource,
  company,
  localizePath = (path) => path,
}: ProductPopupDialogProps) {
  const renderLink = useRenderLink();
  const { t } = useUiText();
  const image = product.images.find((candidate) => isValidImageUrl(candidate.src));
  const price = listingPrice(product);
  const variant = displayedVariant(product.variants);
  const preset = imageSizePresets.productImage;
  return (
    <DialogFrame
      id={id}
      kind="product-popup"
      position="center"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={product.name}
      description={product.brand}
      footer={
        <Button asChild>
          {renderLink({
            href: localizePath(productLink(product)),
            children: t('dialogs.productPopup.toProduct'),
          })}
        </Button>
      }
    >
      {image !== undefined ? (
        <Image
          src={imageSource(image)}
          alt={image.alt ?? product.name}
          width={preset.width}
          height={preset.width}
          quality={imageQualities.card}
          priority
          className="mx-auto w-full max-w-xs"
          rounded="card"
        />
      ) : null}
      <Rating average={product.averageRating} reviewCount={product.reviewCount} />
      {price !== null ? (
        <Price price={price.price} hasDifferentPrice={price.hasDifferentPrice} size="lg" />
      ) : null}
      {variant !== null ? (
        <DeliveryMessage
          message={deliveryMessage(variant.logistics, {
            company,
            varyingDeliveryTimes: hasVaryingDeliveryTimes(product.variants),
          })}
        />
      ) : null}
    </DialogFrame>
  );
}

type RemindWhenAvailableDialogProps = ContentDialogProps & {
  /** What the shopper waits for: the product and, where it has one, the variant's label. */
  productName: string;
  /** The variant's label (a size, a colour) after the product's name, when it has one. */
  variantLabel?: string;
  /** Where the request stands: busy while `pending`, the confirmation once `sent`. */
  state: EmailRequestState;
  /** Called with the normalised address once it is valid. */
  onRequest: (email: string) => void;
  /** Errors the server answered with, shown under the address in the shopper's language. */
  errors?: readonly FieldErrorMessage[];
  /** The logged-in customer's address. */
  defaultEmail?: string;
};

/**
 * The remind-when-available dialog: an e-mail address for a sold-out article, then a
 * confirmation.
 */
function RemindWhenAvailableDialog({
  id = 'remind-when-available',
  returnFocusTo,
  open,
  onOpenChange,
  productName,
  variantLabel,
  state,
  onRequest,
  errors,
  defaultEmail,
}: RemindWhenAvailableDialogProps) {
  const { t } = useUiText();
  const formId = `${id}-form`;
  return (
    <DialogFrame
      id={id}
      kind="remind-when-available"
      position="center"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.remindWhenAvailable.title')}
      description={t('dialogs.remindWhenAvailable.text')}
      footer={
        state === 'sent' ? null : (
          <Button type="submit" form={formId} aria-disabled={state === 'pending' || undefined}>
            {t('dialogs.remindWhenAvailable.submit')}
          </Button>
        )
      }
    >
      <p data-slot="remind-when-available-article" className="font-semibold">
        {variantLabel !== undefined ? `${productName}, ${variantLabel}` : productName}
      </p>
      <EmailRequestForm
        id={formId}
        state={state}
        onRequest={onRequest}
        errors={errors}
        defaultEmail={defaultEmail}
        sentText={t('dialogs.remindWhenAvailable.sent')}
      />
    </DialogFrame>
  );
}

// The product page loads these alone, lazily: modules of their own.
export { ElectricalLawDialog } from './electrical-law-dialog';
export { ProductImageDialog, type ProductImageDialogProps } from './product-image-dialog';
export {
  type ProductSeal,
  ProductSealsDialog,
  type ProductSealsDialogProps,
} from './product-seals-dialog';
export {
  PromotionDisclaimerDialog,
  type PromotionDisclaimerDialogProps,
} from './promotion-disclaimer-dialog';
export {
  ProductPopupDialog,
  type ProductPopupDialogProps,
  RemindWhenAvailableDialog,
  type RemindWhenAvailableDialogProps,
};
