import { ratingDisplay, ratingStarCount } from '@vitrine/domain/catalog';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';

const ratingVariants = cva('inline-flex items-center gap-1 text-ink-soft', {
  variants: {
    size: {
      sm: 'text-xs [&_[data-slot=rating-star]]:size-3.5',
      md: 'text-sm [&_[data-slot=rating-star]]:size-4.5',
    },
  },
  defaultVariants: { size: 'md' },
});

const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill }: { fill: number }) {
  const clipId = React.useId();
  return (
    <svg
      data-slot="rating-star"
      data-fill={fill}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="text-rating"
    >
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={24 * fill} height="24" />
        </clipPath>
      </defs>
      <path d={starPath} fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d={starPath} fill="currentColor" clipPath={`url(#${clipId})`} />
    </svg>
  );
}

type RatingProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof ratingVariants> & {
    /** The product's average rating; the rating is hidden unless it and the count exist (§2). */
    average: number | null | undefined;
    reviewCount: number | null | undefined;
  };

/** Five stars filled by fraction and the review count (§2, §9), from `ratingDisplay()`. */
function Rating({ average, reviewCount, size, className, ...props }: RatingProps) {
  const { t, locale } = useUiText();
  const rating = ratingDisplay(average, reviewCount);
  if (rating === null) return null;
  const averageText = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    rating.average,
  );
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
      <span data-slot="rating-stars" className="inline-flex">
        {rating.stars.map((fill, index) => (
          // The five stars never reorder, so their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed list of five
          <Star key={index} fill={fill} />
        ))}
      </span>
      <span data-slot="rating-count" aria-hidden="true">
        ({new Intl.NumberFormat(locale).format(rating.reviewCount)})
      </span>
    </div>
  );
}

export { Rating, type RatingProps, ratingVariants };
