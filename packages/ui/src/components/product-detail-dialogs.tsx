import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import type { ImageSource } from '../lib/image-source';
import { Button, IconButton } from './button';
import { InfoIcon, SearchIcon } from './icons';
import { useLazyDialog } from './lazy-dialog';
import { LazyElectricalLawDialog, LazyProductImageDialog } from './product-page-dialog-views';

type ProductImageZoomProps = {
  /** The product's name, the zoom dialog's title. */
  productName: string;
  /** The product's pictures, shown large in the dialog in the gallery's order. */
  images: readonly { readonly src: ImageSource; readonly alt: string }[];
  /** Called with the shown image's index (tracked as picture swipe, §4). */
  onImageChange?: (index: number) => void;
  /** Classes for the zoom button. */
  className?: string;
};

/**
 * The gallery's zoom (§2 product image): the pictures large in a dialog, swiped or stepped
 * with the arrow keys.
 */
function ProductImageZoom({
  productName,
  images,
  onImageChange,
  className,
}: ProductImageZoomProps) {
  const { t } = useUiText();
  const zoom = useLazyDialog(LazyProductImageDialog, { id: 'product-image', position: 'center' });
  return (
    <>
      <IconButton
        type="button"
        variant="secondary"
        data-slot="product-image-zoom"
        label={t('productDetail.zoom')}
        className={className}
        {...zoom.triggerProps}
      >
        <SearchIcon />
      </IconButton>
      {zoom.rendered ? (
        <LazyProductImageDialog
          productName={productName}
          images={images}
          onImageChange={onImageChange}
        />
      ) : null}
    </>
  );
}

/** §9: the electrical-equipment-law information of a product in an electrical category. */
function ElectricalLawInfo(props: Omit<React.ComponentProps<typeof Button>, 'children'>) {
  const { t } = useUiText();
  const info = useLazyDialog(LazyElectricalLawDialog, {
    id: 'electrical-equipment-law',
    position: 'center',
  });
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        data-slot="product-electrical-law"
        {...props}
        {...info.triggerProps}
      >
        <InfoIcon />
        {t('dialogs.electricalLaw.title')}
      </Button>
      {info.rendered ? <LazyElectricalLawDialog /> : null}
    </>
  );
}

export { ElectricalLawInfo, ProductImageZoom, type ProductImageZoomProps };
