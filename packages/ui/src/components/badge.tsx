import { badgeText, type ProductBadge } from '@vitrine/domain/catalog';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { numberFormat } from '../lib/number-format';

// The shape every badge shares is the stylesheet's (`[data-slot=badge]`); a card repeats it.
const badgeVariants = cva('', {
  variants: {
    variant: {
      sale: 'bg-sale text-on-sale',
      promotion: 'bg-primary text-on-primary',
      new: 'bg-ink text-surface',
      bundle: 'border border-ink bg-surface text-ink',
      pim: 'bg-primary-soft text-primary-strong',
    },
  },
  defaultVariants: { variant: 'new' },
});

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** One badge; its text is the child. For a product's badges use `ProductBadges`. */
function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'new'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

const variantOf = (badge: ProductBadge): BadgeVariant =>
  badge.key === 'sale' || badge.key === 'promotion' || badge.key === 'new' || badge.key === 'bundle'
    ? badge.key
    : 'pim';

type ProductBadgesProps = React.ComponentProps<'ul'> & {
  /** The badges from `productBadges()` (domain), in the order they are shown. */
  badges: readonly ProductBadge[];
  /**
   * The text of a `pim-{theme}` badge. The domain gives the theme as a slug; the caller
   * knows the PIM label in the shop's language. Without it the theme is shown.
   */
  pimLabel?: (theme: string) => string;
};

/**
 * A product card's badges: sale percent, promotion, new, bundle, `pim-{theme}`, each in the
 * one badge casing (`badgeText`: a capital first letter, the rest as written).
 */
function ProductBadges({ badges, pimLabel, className, ...props }: ProductBadgesProps) {
  const { t, locale } = useUiText();
  if (badges.length === 0) return null;
  const textOf = (badge: ProductBadge): string => {
    switch (badge.key) {
      case 'sale':
        return t('badge.sale', { percent: numberFormat(locale).format(badge.percent) });
      case 'promotion':
        return badge.label ?? t('badge.promotion');
      case 'new':
        return t('badge.new');
      case 'bundle':
        return t('badge.bundle');
      default:
        return pimLabel?.(badge.theme) ?? badge.theme;
    }
  };
  // One casing for every badge, whatever its text's source (issue 21).
  const casedTextOf = (badge: ProductBadge) => badgeText(textOf(badge), locale);
  return (
    <ul data-slot="product-badges" className={className} {...props}>
      {badges.map((badge) => (
        <li key={badge.key} data-slot="product-badge" data-badge={badge.key}>
          <Badge variant={variantOf(badge)}>{casedTextOf(badge)}</Badge>
        </li>
      ))}
    </ul>
  );
}

export { Badge, type BadgeProps, badgeVariants, ProductBadges, type ProductBadgesProps };
