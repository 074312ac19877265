import type { BasketItem, CountryCode, ProductImage } from '@vitrine/domain';
import {
  basketFormFields,
  basketMoveToWishlistFormValues,
  basketQuantityFormValues,
  basketRemoveFormValues,
  engravingFields,
  hasEngraving,
} from '@vitrine/domain/basket';
import {
  articleNumber,
  attributeLabels,
  displayReferenceKey,
  imageQualities,
  imageSizePresets,
  isValidImageUrl,
  showsMedicalNotice,
} from '@vitrine/domain/catalog';
import { productLink } from '@vitrine/domain/routing';
import { hasFreeShipping } from '@vitrine/domain/ui-support';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import type { ImageSource } from '../lib/image-source';
import { useRenderLink } from '../lib/link-renderer';
import { isModifiedClick } from '../lib/modified-click';
import { Button } from './button';
import { HeartIcon, InfoIcon, TruckIcon } from './icons';
import { Image } from './image';
import { Price } from './price';
import { QuantityStepper } from './quantity-stepper';

const basketProductCardVariants = cva(
  'grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 border-b border-line py-4 text-ink',
  {
    variants: {
      state: {
        idle: '',
        /** The basket is saving this line: its controls wait (dimming would fail contrast). */
        pending: 'cursor-progress',
      },
    },
    defaultVariants: { state: 'idle' },
  },
);

type BasketProductCardProps = Omit<React.ComponentProps<'article'>, 'children'> &
  VariantProps<typeof basketProductCardVariants> & {
    /** The basket line: its product and variant, quantity, prices and an engraving's text. */
    item: BasketItem;
    /** Builds an image's URLs; the storefront passes the image service's builder. */
    imageSource: (image: ProductImage) => ImageSource;
    /** The shop's country: the medical-product notice shows in DE only. */
    country: CountryCode;
    /** The medical warengruppe codes, when the shop's differ from the domain's default. */
    medicalWarengruppen?: Iterable<string>;
    /** Adds the shop's locale prefix to a locale-free path; unchanged when not given. */
    localizePath?: (path: string) => string;
    /**
     * Where the line's stepper and remove forms post (the basket page, which answers with
     * itself and a toast); the current URL when not given. The forms work without JavaScript;
     * once scripts run, a press calls `onQuantityChange` or `onRemove` instead.
     */
    formAction?: string;
    /** Called with the new quantity from the stepper. */
    onQuantityChange?: (quantity: number, item: BasketItem) => void;
    /**
     * Called when the shopper removes the line, once scripts run; before, the remove form posts to
     * `formAction`.
     */
    onRemove?: (item: BasketItem) => void;
    /** Whether the product is on the wishlist. */
    wishlisted?: boolean;
    /** The wishlist button shows only when given: pass it where the country enables the wishlist. */
    onWishlistToggle?: (item: BasketItem) => void;
    /** Opens the customization overlay to edit the engraving. */
    onEditEngraving?: (item: BasketItem) => void;
    /**
     * Where the engraving edit leads without JavaScript (the page's engraving step for this
     * line); the edit is then a link, whose click calls `onEditEngraving` once scripts run.
     */
    editEngravingHref?: string;
    /** Where the medical notice's contact link goes (the contact page). */
    medicalContactHref?: string;
    /** Opens the medical-product info overlay. */
    onMedicalInfo?: (item: BasketItem) => void;
    /**
     * Where the medical info leads without JavaScript (the page's medical-info step); the info
     * is then a link, whose click calls `onMedicalInfo` once scripts run.
     */
    medicalInfoHref?: string;
  };

const samePath = (path: string) => path;

/** A line's form: posted to the page without JavaScript; it does not change the card's layout. */
function LineForm({
  action,
  fields,
  children,
}: {
  action: string | undefined;
  fields: Readonly<Record<string, string>>;
  children: React.ReactNode;
}) {
  return (
    <form method="post" action={action} className="contents">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

/**
 * A basket line: image and name linking to the product, brand and subbrand, article
 * number, attributes, price, quantity stepper, remove, wishlist, the engraving with its edit
 * action, the DE medical-product notice and the free-shipping info. The rules are the
 * domain's; opening overlays is the caller's (callbacks), so they can use the app's dialog.
 */
function BasketProductCard({
  item,
  imageSource,
  country,
  medicalWarengruppen,
  localizePath = samePath,
  formAction,
  onQuantityChange,
  onRemove,
  wishlisted = false,
  onWishlistToggle,
  onEditEngraving,
  editEngravingHref,
  medicalContactHref,
  onMedicalInfo,
  medicalInfoHref,
  state,
  className,
  ...props
}: BasketProductCardProps) {
  const renderLink = useRenderLink();
  const { t } = useUiText();
  const { product, variant } = item;
  const href = localizePath(productLink(product, { variant: variant.referenceKey }));
  const image = product.images.find((candidate) => isValidImageUrl(candidate.src));
  const thumbnail = imageSizePresets.thumbnail.width;
  const engraving = engravingFields(product.advancedAttributes);
  const customText = item.customData.customText;
  const engraved = hasEngraving(customText);
  const pending = state === 'pending';
  const attributes = Object.values(variant.attributes).flatMap((attribute) => {
    if (attribute === undefined) return [];
    const labels = attributeLabels(variant.attributes, attribute.key);
    return labels.length === 0 ? [] : [{ key: attribute.key, label: attribute.label, labels }];
  });
  const brandLine = [product.brand, product.subbrand].filter(Boolean).join(' · ');

  return (
    <article
      data-slot="basket-product-card"
      data-state={state ?? 'idle'}
      aria-label={product.name}
      aria-busy={pending || undefined}
      className={cn(basketProductCardVariants({ state }), className)}
      {...props}
    >
      <div data-slot="basket-product-card-media" className="row-span-2 w-24 sm:w-32">
        {image !== undefined
          ? renderLink({
              href,
              tabIndex: -1,
              'aria-hidden': true,
              className: 'block overflow-hidden rounded-card',
              children: (
                <Image
                  src={imageSource(image)}
                  alt=""
                  width={thumbnail}
                  height={thumbnail}
                  quality={imageQualities.basket}
                  className="w-full"
                />
              ),
            })
          : null}
      </div>
      <div data-slot="basket-product-card-details" className="flex min-w-0 flex-col gap-1">
        {brandLine !== '' ? (
          <p
            data-slot="basket-product-card-brand"
            className="text-xs font-semibold uppercase text-ink-soft"
          >
            {brandLine}
          </p>
        ) : null}
        <h3 data-slot="basket-product-card-name" className="font-display font-bold leading-snug">
          {renderLink({
            href,
            className:
              'rounded-sm outline-none hover:underline focus-visible:ring-3 focus-visible:ring-focus',
            children: product.name,
          })}
        </h3>
        <p data-slot="basket-product-card-article-number" className="text-xs text-ink-soft">
          {t('basketCard.articleNumber', {
            number: displayReferenceKey(articleNumber(variant.referenceKey)),
          })}
        </p>
        {attributes.length > 0 ? (
          <dl data-slot="basket-product-card-attributes" className="text-sm">
            {attributes.map((attribute) => (
              <div key={attribute.key} className="flex gap-1">
                <dt className="text-ink-soft">{attribute.label}:</dt>
                <dd>{attribute.labels.join(', ')}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {engraving !== null ? (
          <div
            data-slot="basket-product-card-engraving"
            data-state={engraved ? 'engraved' : 'none'}
            className="text-sm"
          >
            <p className="font-semibold">{t('basketCard.engraving')}</p>
            {engraved && customText !== undefined ? (
              <dl>
                {engraving.rows.map((row) => (
                  <div key={row.name} className="flex gap-1">
                    <dt className="text-ink-soft">{row.label}:</dt>
                    <dd className="break-all">{customText[row.name] ?? ''}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-ink-soft">{t('basketCard.noEngraving')}</p>
            )}
            {editEngravingHref !== undefined ? (
              <Button variant="link" size="sm" className="h-auto px-0" asChild>
                {renderLink({
                  href: editEngravingHref,
                  'data-slot': 'basket-product-card-edit-engraving',
                  ...(onEditEngraving !== undefined ? { 'aria-haspopup': 'dialog' } : {}),
                  'aria-disabled': pending || undefined,
                  onClick: (event) => {
                    if (onEditEngraving === undefined || isModifiedClick(event)) return;
                    event.preventDefault();
                    if (!pending) onEditEngraving(item);
                  },
                  children: t(engraved ? 'basketCard.editEngraving' : 'basketCard.addEngraving'),
                } as React.ComponentProps<'a'> & { href: string })}
              </Button>
            ) : onEditEngraving !== undefined ? (
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0"
                aria-disabled={pending || undefined}
                onClick={() => !pending && onEditEngraving(item)}
              >
                {t(engraved ? 'basketCard.editEngraving' : 'basketCard.addEngraving')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {hasFreeShipping(product) ? (
          <p
            data-slot="basket-product-card-free-shipping"
            className="inline-flex items-center gap-1 text-sm font-semibold text-success [&_svg]:size-4"
          >
            <TruckIcon />
            {t('basketCard.freeShipping')}
          </p>
        ) : null}
      </div>
      <div
        data-slot="basket-product-card-controls"
        className="col-start-2 flex flex-wrap items-center justify-between gap-3"
      >
        {onQuantityChange !== undefined ? (
          <LineForm action={formAction} fields={basketQuantityFormValues(item.key)}>
            <QuantityStepper
              quantity={item.quantity}
              availableQuantity={item.availableQuantity}
              disabled={pending}
              submitName={basketFormFields.quantity}
              onQuantityChange={(quantity) => onQuantityChange(quantity, item)}
            />
          </LineForm>
        ) : (
          <QuantityStepper
            quantity={item.quantity}
            availableQuantity={item.availableQuantity}
            disabled
          />
        )}
        <div data-slot="basket-product-card-prices" className="ml-auto text-right">
          <span className="sr-only">{t('basketCard.totalPrice')}</span>
          <Price price={item.price.total} size="md" className="justify-end" />
          {item.quantity > 1 ? (
            <Price
              price={item.price.unit}
              amount={item.quantity}
              showAmount
              size="sm"
              className="justify-end text-ink-soft"
            />
          ) : null}
        </div>
        <div data-slot="basket-product-card-actions" className="flex basis-full gap-2">
          {onWishlistToggle !== undefined ? (
            <LineForm action={formAction} fields={basketMoveToWishlistFormValues(item.key)}>
              <Button
                type={pending ? 'button' : 'submit'}
                data-slot="basket-product-card-wishlist"
                variant="ghost"
                size="sm"
                aria-pressed={wishlisted}
                aria-disabled={pending || undefined}
                onClick={(event) => {
                  event.preventDefault();
                  if (!pending) onWishlistToggle(item);
                }}
                className="aria-pressed:text-primary aria-pressed:[&_svg]:fill-current"
              >
                <HeartIcon />
                {t(wishlisted ? 'basketCard.onWishlist' : 'basketCard.moveToWishlist')}
              </Button>
            </LineForm>
          ) : null}
          {onRemove !== undefined ? (
            <LineForm action={formAction} fields={basketRemoveFormValues(item.key)}>
              <Button
                type={pending ? 'button' : 'submit'}
                data-slot="basket-product-card-remove"
                variant="ghost"
                size="sm"
                aria-label={t('basketCard.removeLabel', { name: product.name })}
                aria-disabled={pending || undefined}
                onClick={(event) => {
                  event.preventDefault();
                  if (!pending) onRemove(item);
                }}
              >
                {t('basketCard.remove')}
              </Button>
            </LineForm>
          ) : null}
        </div>
      </div>
      {showsMedicalNotice(product, { country }, medicalWarengruppen) ? (
        <div
          data-slot="basket-product-card-medical-notice"
          role="note"
          className="col-span-2 flex items-start gap-2 rounded-control bg-info-soft p-3 text-sm"
        >
          <InfoIcon className="mt-0.5 size-5 shrink-0 text-info" />
          <div className="flex flex-col gap-1">
            <p>{t('basketCard.medicalNotice')}</p>
            <div className="flex flex-wrap gap-x-4">
              {medicalContactHref !== undefined
                ? renderLink({
                    href: medicalContactHref,
                    className:
                      'rounded-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus',
                    children: t('basketCard.medicalContact'),
                  })
                : null}
              {medicalInfoHref !== undefined ? (
                <Button variant="link" size="sm" className="h-auto px-0 underline" asChild>
                  {renderLink({
                    href: medicalInfoHref,
                    'data-slot': 'basket-product-card-medical-info',
                    ...(onMedicalInfo !== undefined ? { 'aria-haspopup': 'dialog' } : {}),
                    onClick: (event) => {
                      if (onMedicalInfo === undefined || isModifiedClick(event)) return;
                      event.preventDefault();
                      onMedicalInfo(item);
                    },
                    children: t('basketCard.medicalInfo'),
                  } as React.ComponentProps<'a'> & { href: string })}
                </Button>
              ) : onMedicalInfo !== undefined ? (
                <Button
                  data-slot="basket-product-card-medical-info"
                  variant="link"
                  size="sm"
                  onClick={() => onMedicalInfo(item)}
                  className="h-auto px-0 underline"
                >
                  {t('basketCard.medicalInfo')}
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
    </article>
  );
}

export { BasketProductCard, type BasketProductCardProps, basketProductCardVariants };
