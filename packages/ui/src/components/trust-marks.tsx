import type { PaymentCode } from '@vitrine/domain/entities';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { numberFormat } from '../lib/number-format';
import { PaymentMark } from './payment-mark';
import { Rating } from './rating';

type CarrierMarkProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The carrier's name as the shop's configuration has it. */
  name: string;
};

/**
 * A carrier's mark: the demo's own drawing of a delivery van and the carrier's name as text —
 * no carrier's logo is copied or downloaded.
 */
function CarrierMark({ name, className, ...props }: CarrierMarkProps) {
  // Its frame and the van's strokes are the stylesheet's (`[data-slot=carrier-mark]`).
  return (
    <span data-slot="carrier-mark" className={className} {...props}>
      <svg viewBox="0 0 20 14" aria-hidden="true" focusable="false">
        <path d="M1 2h11v8H1zM12 5h4l3 3v2h-7z" />
        <circle cx="5" cy="11.5" r="1.5" />
        <circle cx="15" cy="11.5" r="1.5" />
      </svg>
      {name}
    </span>
  );
}

/** A shop's review score: the average of its customers' ratings and how many there are. */
interface ShopRating {
  /** The average, 0 to 5. */
  readonly average: number;
  /** How many reviews the average stands on. */
  readonly count: number;
}

type ShopReviewMarkProps = Omit<React.ComponentProps<'div'>, 'children'> & ShopRating;

/**
 * The shop's review seal: the demo's own drawn seal, the score ("4,8/5"), the stars and the
 * number of reviews — not a review service's logo.
 */
function ShopReviewMark({ average, count, className, ...props }: ShopReviewMarkProps) {
  const { t, locale } = useUiText();
  const format = numberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <div
      data-slot="shop-review-mark"
      className={cn('flex items-center gap-2 text-sm', className)}
      {...props}
    >
      <svg
        viewBox="0 0 26 26"
        width="26"
        height="26"
        aria-hidden="true"
        focusable="false"
        className="shrink-0 text-primary-strong"
      >
        <circle cx="13" cy="13" r="12" className="fill-primary-soft" />
        <path
          d="M8 13.5l3.5 3.5L18.5 9.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* The stars say the score and the count to assistive technology; the words repeat it. */}
      <span aria-hidden="true" className="font-bold">
        {t('footer.shopRating', { average: format.format(average) })}
      </span>
      <Rating average={average} reviewCount={count} size="sm" />
    </div>
  );
}

type TrustMarksProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The shop's payment methods with their names, in the checkout's order. */
  paymentMethods?: readonly { readonly method: PaymentCode; readonly label: string }[];
  /** The shop's carriers, from its configuration. */
  carriers?: readonly string[];
  /** The shop's review score; without it no review seal is shown. */
  shopRating?: ShopRating | null;
};

/**
 * What a shopper looks for before trusting a shop: how to pay, who delivers and what other
 * customers say. Each group shows only when it has something; all drawn marks are the demo's own.
 */
function TrustMarks({
  paymentMethods = [],
  carriers = [],
  shopRating,
  className,
  ...props
}: TrustMarksProps) {
  const { t } = useUiText();
  const id = React.useId();
  const groups = [
    paymentMethods.length > 0 && {
      key: 'payment',
      title: t('footer.paymentHeading'),
      content: (
        <ul className="flex flex-wrap gap-1.5">
          {paymentMethods.map(({ method, label }) => (
            <li key={method}>
              <PaymentMark method={method} label={label} />
            </li>
          ))}
        </ul>
      ),
    },
    carriers.length > 0 && {
      key: 'carriers',
      title: t('footer.carrierHeading'),
      content: (
        <ul className="flex flex-wrap gap-1.5">
          {carriers.map((name) => (
            <li key={name}>
              <CarrierMark name={name} />
            </li>
          ))}
        </ul>
      ),
    },
    shopRating && {
      key: 'reviews',
      title: t('footer.reviewHeading'),
      content: <ShopReviewMark average={shopRating.average} count={shopRating.count} />,
    },
  ].filter((group) => group !== false && group !== null && group !== undefined);
  if (groups.length === 0) return null;
  return (
    <div
      data-slot="trust-marks"
      className={cn('flex flex-wrap gap-x-10 gap-y-5', className)}
      {...props}
    >
      {groups.map((group) => (
        <section
          key={group.key}
          data-slot={`trust-marks-${group.key}`}
          aria-labelledby={`${id}-${group.key}`}
          className="grid content-start gap-2"
        >
          <h2 id={`${id}-${group.key}`} className="text-sm font-bold">
            {group.title}
          </h2>
          {group.content}
        </section>
      ))}
    </div>
  );
}

export {
  CarrierMark,
  type CarrierMarkProps,
  type ShopRating,
  ShopReviewMark,
  type ShopReviewMarkProps,
  TrustMarks,
  type TrustMarksProps,
};
