import { ratingDisplay, ratingStarCount } from '@vitrine/domain/catalog';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { numberFormat } from '../lib/number-format';

// The row's layout is the stylesheet's (`[data-slot=rating]`); a card repeats it.
const ratingVariants = cva('', {
  variants: {
    size: {
      sm: 'text-xs [--star-size:0.875rem]',
      md: 'text-sm [--star-size:1.125rem]',
    },
  },
  defaultVariants: { size: 'md' },
});

type RatingProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof ratingVariants> & {
    /** The product's average rating; the rating is hidden unless it and the count exist. */
    average: number | null | undefined;
    /** How many reviews the average stands on, shown in brackets after the stars. */
    reviewCount: number | null | undefined;
  };

/**
 * Five stars filled by fraction and the review count, from `ratingDisplay()`. The stars
 * are the stylesheet's (`[data-slot=rating-stars]`), coloured with the brand's rating colour.
 */
function Rating({ average, reviewCount, size, className, ...props }: RatingProps) {
  const { t, locale } = useUiText();
  const rating = ratingDisplay(average, reviewCount);
  if (rating === null) return null;
  // The share of the five stars that is filled, in percent to one decimal (4.3 → 86).
  const fill = Math.round((rating.average / ratingStarCount) * 1000) / 10;
  const averageText = numberFormat(locale, { maximumFractionDigits: 1 }).format(rating.average);
  return (
    <div
      data-slot="rating"
      role="img"
      aria-label={t('rating.label', {
        average: averageText,
        max: ratingStarCount,
        count: rating.reviewCount,
      })}
      className={cn(ratingVariants({ size }), className)}
      {...props}
    >
      {/* Five outlined stars, filled by fraction from the left: drawn by the stylesheet (one
          mask image for every rating on the page), so a card carries no SVG of its own. */}
      <span
        data-slot="rating-stars"
        style={{ '--rating-fill': `${fill}%` } as React.CSSProperties}
      />
      <span data-slot="rating-count" aria-hidden="true">
        {`(${numberFormat(locale).format(rating.reviewCount)})`}
      </span>
    </div>
  );
}

export { Rating, type RatingProps, ratingVariants };
