import { imageQualities, imageSizePresets } from '@vitrine/domain/catalog';
import { useUiText } from '../../i18n/ui-text';
import type { ImageSource } from '../../lib/image-source';
import { ImageSwiper } from '../image-swiper';
import { type ContentDialogProps, DialogFrame } from './dialog-frame';

type ProductImageDialogProps = ContentDialogProps & {
  /** The product's name, the dialog's title. */
  productName: string;
  /**
   * The product's pictures in the gallery's order, shown large and stepped with arrows or swipes.
   */
  images: readonly { readonly src: ImageSource; readonly alt: string }[];
  /** Called with the shown image's index (tracked as picture swipe). */
  onImageChange?: (index: number) => void;
};

/** The product-image dialog: the pictures large, swiped or stepped with the arrow keys. */
function ProductImageDialog({
  id = 'product-image',
  returnFocusTo,
  open,
  onOpenChange,
  productName,
  images,
  onImageChange,
}: ProductImageDialogProps) {
  const { t } = useUiText();
  // §9: the large picture is the 600 px image at densities 1 and 2.
  const preset = imageSizePresets.image;
  return (
    <DialogFrame
      id={id}
      kind="product-image"
      position="center"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={productName}
      description={t('dialogs.productImage.description', { count: images.length })}
      hideDescription
      className="max-w-3xl"
    >
      <ImageSwiper
        images={images}
        width={preset.width}
        height={preset.width}
        quality={imageQualities.card}
        priority
        onImageChange={onImageChange}
      />
    </DialogFrame>
  );
}

export { ProductImageDialog, type ProductImageDialogProps };
