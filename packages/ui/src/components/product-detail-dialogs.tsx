import type { ProductImage } from '@vitrine/domain';
import type { DialogPosition } from '@vitrine/domain/dialog';
import {
  colorSiblingsHref,
  type ProductInfoDialog,
  type ProductPageColorSibling,
  type ProductPageInfoView,
  productInfoHref,
  type SetPromotionOffer,
  setPromotionHref,
} from '@vitrine/domain/product-page';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import type { ImageSource } from '../lib/image-source';
import type { LazyView } from '../lib/lazy-view';
import { isModifiedClick } from '../lib/modified-click';
import { Button, IconButton } from './button';
import { InfoIcon, SearchIcon } from './icons';
import { useLazyDialog } from './lazy-dialog';
import {
  LazyBundlePromotionDialog,
  LazyElectricalLawDialog,
  LazyProductImageDialog,
  LazyProductInfoStep,
  LazyProductSealsDialog,
  LazyPromotionDisclaimerDialog,
  LazySiblingSelectDialog,
  LazySizeAdvisorDialog,
} from './product-page-dialog-views';

type ProductImageZoomProps = {
  /** The product's name, the zoom dialog's title. */
  productName: string;
  /** The product's pictures, shown large in the dialog in the gallery's order. */
  images: readonly { readonly src: ImageSource; readonly alt: string }[];
  /** Called with the shown image's index (tracked as picture swipe). */
  onImageChange?: (index: number) => void;
  /** Classes for the zoom button. */
  className?: string;
};

/**
 * The gallery's zoom: the pictures large in a dialog, swiped or stepped
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

/** The electrical-equipment-law information of a product in an electrical category. */
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

/**
 * A link to an info dialog's step without JavaScript (`?dialog=`, the page shows it in place);
 * once scripts run a click opens the dialog instead (its chunk loads with the click).
 */
function useInfoLink<Props extends object>(
  view: LazyView<Props>,
  dialog: { id: string; position: DialogPosition; href: string },
) {
  const lazy = useLazyDialog(view, dialog);
  const { onClick, ...triggerProps } = lazy.triggerProps;
  return {
    rendered: lazy.rendered,
    linkProps: {
      ...triggerProps,
      href: dialog.href,
      onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        onClick();
      },
    },
  };
}

const infoLinkClass =
  'inline-flex min-h-10 items-center gap-2 self-start text-sm font-semibold text-ink underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-focus rounded-control';

type AllColorsLinkProps = {
  /** The product's name, which the dialog names. */
  productName: string;
  /** Every colour of the model, as the page has them. */
  siblings: readonly ProductPageColorSibling[];
  /** How many colours the page's row does not show. */
  more: number;
  /** The page's address (its variant kept), to which the step's `?dialog=colours` is added. */
  pageHref: string;
  /** Builds an image's URLs; the storefront passes the image service's builder. */
  imageSource: (image: ProductImage) => ImageSource;
  /** Adds the shop's locale prefix to a locale-free path. */
  localizePath: (path: string) => string;
};

/**
 * The "all colours" link under the colour row of a model with more colours than the
 * row shows; the dialog lists them all, and without JavaScript the link shows them in the row.
 */
function AllColorsLink({
  productName,
  siblings,
  more,
  pageHref,
  imageSource,
  localizePath,
}: AllColorsLinkProps) {
  const { t } = useUiText();
  const link = useInfoLink(LazySiblingSelectDialog, {
    id: 'sibling-select',
    position: 'right',
    href: colorSiblingsHref(pageHref),
  });
  return (
    <>
      <a data-slot="product-all-colors" className={cn(infoLinkClass, 'mt-1')} {...link.linkProps}>
        {t('productDetail.allColors', { count: siblings.length })}
        <span className="sr-only"> (+{more})</span>
      </a>
      {link.rendered ? (
        <LazySiblingSelectDialog
          productName={productName}
          siblings={siblings}
          imageSource={imageSource}
          localizePath={localizePath}
        />
      ) : null}
    </>
  );
}

type ProductInfoLinkProps = {
  /** The product's name, which the dialogs name. */
  productName: string;
  /** What the product has to show: its seals, its promotion's fine print, its size table. */
  info: ProductPageInfoView;
  /** The page's address (its variant kept), to which the step's `?dialog=` is added. */
  pageHref: string;
  /** Classes for the link's wrapper, to place it in the product's column. */
  className?: string;
};

/** A link to the product's seals and certificates, where it has some. */
function ProductSealsInfo({ productName, info, pageHref, className }: ProductInfoLinkProps) {
  const { t } = useUiText();
  const link = useInfoLink(LazyProductSealsDialog, {
    id: 'product-seals',
    position: 'right',
    href: productInfoHref(pageHref, 'seals'),
  });
  return (
    <>
      <a
        data-slot="product-seals-link"
        className={cn(infoLinkClass, className)}
        {...link.linkProps}
      >
        <InfoIcon />
        {t('dialogs.productSeals.title')}
      </a>
      {link.rendered ? (
        <LazyProductSealsDialog productName={productName} seals={info.seals} />
      ) : null}
    </>
  );
}

/** A link to the fine print of the product's promotion. */
function PromotionDisclaimerInfo({ info, pageHref, className }: ProductInfoLinkProps) {
  const { t } = useUiText();
  const link = useInfoLink(LazyPromotionDisclaimerDialog, {
    id: 'promotion-product-disclaimer',
    position: 'center',
    href: productInfoHref(pageHref, 'promotion'),
  });
  const disclaimer = info.promotionDisclaimer;
  if (disclaimer === null) return null;
  return (
    <>
      <a
        data-slot="promotion-disclaimer-link"
        className={cn(infoLinkClass, className)}
        {...link.linkProps}
      >
        <InfoIcon />
        {t('dialogs.promotionDisclaimer.title')}
      </a>
      {link.rendered ? (
        <LazyPromotionDisclaimerDialog
          // Without a badge label, the title says what it is about.
          promotionName={disclaimer.name ?? t('dialogs.promotionDisclaimer.title')}
          text={<p>{disclaimer.text}</p>}
        />
      ) : null}
    </>
  );
}

/** A link to the size table, beside the variant choice. */
function SizeAdvisorInfo({ info, pageHref, className }: ProductInfoLinkProps) {
  const { t } = useUiText();
  const link = useInfoLink(LazySizeAdvisorDialog, {
    id: 'attribute-advisor',
    position: 'right',
    href: productInfoHref(pageHref, 'sizes'),
  });
  const advisor = info.sizeAdvisor;
  if (advisor === null) return null;
  return (
    <>
      <a data-slot="size-advisor-link" className={cn(infoLinkClass, className)} {...link.linkProps}>
        {t('dialogs.sizeAdvisor.title')}
      </a>
      {link.rendered ? (
        <LazySizeAdvisorDialog table={advisor} currentSize={advisor.currentSize ?? undefined} />
      ) : null}
    </>
  );
}

type SetPromotionInfoProps = {
  /** The set the product belongs to, with its other articles (`setPromotionOffer` of the domain). */
  offer: SetPromotionOffer;
  /** The page's address (its variant kept), to which the step's `?dialog=set` is added. */
  pageHref: string;
  /** Builds an image's URLs; the storefront passes the image service's builder. */
  imageSource: (image: ProductImage) => ImageSource;
  /** Adds the article and the set's missing pieces to the basket (with JavaScript). */
  onAdd?: () => void;
  /** `pending` while they are added. */
  state?: 'idle' | 'pending';
  /** Classes for the box, to place it in the product's column. */
  className?: string;
};

/**
 * The set promotion an article belongs to — what the set saves and a link that
 * opens the bundle promotion add dialog with the set's other articles (without JavaScript the
 * page's `?dialog=set` step).
 */
function SetPromotionInfo({
  offer,
  pageHref,
  imageSource,
  onAdd,
  state = 'idle',
  className,
}: SetPromotionInfoProps) {
  const { t } = useUiText();
  const link = useInfoLink(LazyBundlePromotionDialog, {
    id: 'bundle-promotion-add',
    position: 'right',
    href: setPromotionHref(pageHref),
  });
  return (
    <div
      data-slot="set-promotion"
      className={cn('grid gap-1 rounded-card border border-line bg-surface p-3', className)}
    >
      <p className="text-sm font-semibold text-ink">
        {t('productDetail.setPromotion', { name: offer.name, percent: offer.percent })}
      </p>
      <a data-slot="set-promotion-link" className={infoLinkClass} {...link.linkProps}>
        {t('dialogs.bundlePromotion.title')}
      </a>
      {link.rendered && onAdd !== undefined ? (
        <LazyBundlePromotionDialog
          promotionName={offer.name}
          pieces={offer.pieces}
          imageSource={imageSource}
          state={state}
          onAdd={onAdd}
        />
      ) : null}
    </div>
  );
}

/**
 * The info dialog a browser without JavaScript asked for (`?dialog=`), in the page; its code
 * is the dialogs' chunk, which the server loads before it renders the step.
 */
function ProductInfoStepView(props: {
  /** The info dialog the page shows in place (`?dialog=`), which the product has. */
  step: ProductInfoDialog;
  /** What the product has to show: its seals, its promotion's fine print, its size table. */
  info: ProductPageInfoView;
  /** The product page without the step (its variant kept): where "close" leads. */
  closeHref: string;
}) {
  return <LazyProductInfoStep {...props} />;
}

export {
  AllColorsLink,
  ElectricalLawInfo,
  ProductImageZoom,
  type ProductImageZoomProps,
  ProductInfoStepView,
  ProductSealsInfo,
  PromotionDisclaimerInfo,
  SetPromotionInfo,
  SizeAdvisorInfo,
};
