import { type ListingSort, listingSorts } from '@vitrine/domain/content-model';
import { cva, type VariantProps } from 'class-variance-authority';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';

/** §9: listings and search sort by relevance unless the shopper chooses otherwise. */
const defaultSort: ListingSort = 'relevance';

const sortSelectVariants = cva('', {
  variants: {
    variant: {
      /** The listing toolbar on desktop: a compact select. */
      select: 'w-56',
      /** The sort dialog on mobile (§2 dialogs: sort): every option at once. */
      list: 'w-full',
    },
  },
  defaultVariants: { variant: 'select' },
});

type SortSelectProps = VariantProps<typeof sortSelectVariants> & {
  /** The current sort (controlled); relevance when not given (§9). */
  value?: ListingSort;
  onValueChange: (sort: ListingSort) => void;
  /** The sorts offered, in order; the catalog's six unless given. */
  sorts?: readonly ListingSort[];
  className?: string;
};

const isSort = (value: string): value is ListingSort => listingSorts.some((sort) => sort === value);

/**
 * The listing's sort choice: a Radix select in the toolbar, or a radio list for the sort
 * dialog. A value that is not a known sort is ignored rather than passed on.
 */
function SortSelect({
  value = defaultSort,
  onValueChange,
  sorts = listingSorts,
  variant,
  className,
}: SortSelectProps) {
  const { t } = useUiText();
  const options = sorts.map((sort) => ({ value: sort, label: t(`sort.options.${sort}`) }));
  const onChange = (next: string) => {
    if (isSort(next)) onValueChange(next);
  };
  const common = {
    label: t('sort.label'),
    options,
    value,
    onValueChange: onChange,
  };
  return (
    <div
      data-slot="sort-select"
      data-variant={variant ?? 'select'}
      className={cn(sortSelectVariants({ variant }), className)}
    >
      {variant === 'list' ? (
        <RadioGroupField {...common} orientation="vertical" />
      ) : (
        <SelectField {...common} />
      )}
    </div>
  );
}

export { defaultSort, SortSelect, type SortSelectProps, sortSelectVariants };
