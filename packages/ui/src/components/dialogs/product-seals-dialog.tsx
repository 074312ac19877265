import { useUiText } from '../../i18n/ui-text';
import type { ImageSource } from '../../lib/image-source';
import { Image } from '../image';
import { type ContentDialogProps, DialogFrame } from './dialog-frame';

interface ProductSeal {
  readonly name: string;
  readonly text: string;
  /** The seal's logo; decorative, the name says what it is. */
  readonly image?: ImageSource;
}

/**
 * The product's seals, each with its logo and what it vouches for: the dialog's content, and
 * the product page's in-page step without JavaScript. `headingLevel` is the seals' names' level
 * under the heading above them.
 */
function ProductSealsList({
  seals,
  headingLevel = 3,
}: {
  /** The product's seals and certificates, each with its name, text and logo if it has one. */
  seals: readonly ProductSeal[];
  /** The level of each seal's heading under the heading above the list (3 by default). */
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul data-slot="product-seals-list" className="grid gap-4">
      {seals.map((seal) => (
        <li key={seal.name} className="flex items-start gap-3">
          {seal.image !== undefined ? (
            <Image src={seal.image} alt="" width={48} height={48} maxDensity={2} />
          ) : null}
          <div className="grid gap-1">
            <Heading className="font-semibold">{seal.name}</Heading>
            <p className="text-sm text-ink-soft">{seal.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

type ProductSealsDialogProps = ContentDialogProps & {
  /** The product's name, the dialog's description. */
  productName: string;
  /** The product's seals and certificates, each with its logo and what it vouches for. */
  seals: readonly ProductSeal[];
};

/** The product-seals dialog: the product's certificates with what each one vouches for. */
function ProductSealsDialog({
  id = 'product-seals',
  returnFocusTo,
  open,
  onOpenChange,
  productName,
  seals,
}: ProductSealsDialogProps) {
  const { t } = useUiText();
  return (
    <DialogFrame
      id={id}
      kind="product-seals"
      position="right"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.productSeals.title')}
      description={productName}
    >
      <ProductSealsList seals={seals} />
    </DialogFrame>
  );
}

export { type ProductSeal, ProductSealsDialog, type ProductSealsDialogProps, ProductSealsList };
