import type { ProductImage } from '@vitrine/domain';
import { imageQualities, imageSizePresets } from '@vitrine/domain/catalog';
import type { ProductPageColorSibling } from '@vitrine/domain/product-page';
import { useUiText } from '../../i18n/ui-text';
import type { ImageSource } from '../../lib/image-source';
import { useRenderLink } from '../../lib/link-renderer';
import { Image } from '../image';
import { type ContentDialogProps, DialogFrame, useCloseThen } from './dialog-frame';

type SiblingSelectDialogProps = ContentDialogProps & {
  /** The product shown now, which the dialog names. */
  productName: string;
  /** Every colour of the model (the page's own article first and current), as the page has them. */
  siblings: readonly ProductPageColorSibling[];
  /** Builds an image's URLs; the storefront passes the image service's builder. */
  imageSource: (image: ProductImage) => ImageSource;
  /** Adds the shop's locale prefix to a locale-free path; unchanged when not given. */
  localizePath?: (path: string) => string;
};

/**
 * The all-colours dialog: every colour of the model, each a link to its own product page with its
 * picture and colour name; the current one is marked. The product page shows its first colours
 * in a row and the others here.
 */
function SiblingSelectDialog({
  id = 'sibling-select',
  returnFocusTo,
  open,
  onOpenChange,
  productName,
  siblings,
  imageSource,
  localizePath = (path) => path,
}: SiblingSelectDialogProps) {
  const renderLink = useRenderLink();
  const { t } = useUiText();
  const closeThen = useCloseThen(id);
  const thumbnail = imageSizePresets.thumbnail.width;
  return (
    <DialogFrame
      id={id}
      kind="sibling-select"
      position="right"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.siblingSelect.title')}
      description={productName}
      hideDescription
    >
      <ul data-slot="sibling-select-list" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {siblings.map((sibling) => (
          <li key={sibling.referenceKey}>
            {renderLink({
              href: localizePath(sibling.href),
              'aria-current': sibling.current ? 'page' : undefined,
              onClick: closeThen(),
              className:
                'grid gap-2 rounded-card border-2 border-transparent p-2 text-sm font-semibold outline-none hover:border-line focus-visible:ring-3 focus-visible:ring-focus aria-[current=page]:border-primary',
              children: (
                <>
                  {sibling.image !== null ? (
                    <Image
                      src={imageSource(sibling.image)}
                      alt=""
                      width={thumbnail}
                      height={thumbnail}
                      maxDensity={2}
                      quality={imageQualities.card}
                      className="w-full"
                      rounded="card"
                    />
                  ) : null}
                  <span>{sibling.label}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}

export { SiblingSelectDialog, type SiblingSelectDialogProps };
