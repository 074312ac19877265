import { type ListingSort, listingSorts } from '@vitrine/domain/listing';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { Button } from './button';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';

/** Listings and search sort by relevance unless the shopper chooses otherwise. */
const defaultSort: ListingSort = 'relevance';

const sortSelectVariants = cva('', {
  variants: {
    variant: {
      /** The listing toolbar on desktop: a compact select. */
      select: 'w-56',
      /** The sort dialog on mobile: every option at once. */
      list: 'w-full',
    },
  },
  defaultVariants: { variant: 'select' },
});

type SortSelectProps = VariantProps<typeof sortSelectVariants> & {
  /** The current sort (controlled); relevance when not given. */
  value?: ListingSort;
  /** Called with the sort the shopper chose; the listing then shows its products in that order. */
  onValueChange: (sort: ListingSort) => void;
  /** The sorts offered, in order; the catalog's six unless given. */
  sorts?: readonly ListingSort[];
  /** Classes for the control's wrapper. */
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

type SortFormProps = Omit<React.ComponentProps<'form'>, 'children' | 'method' | 'action'> & {
  /** The current sort; relevance when not given. */
  value?: ListingSort;
  /** The sorts offered, in order; the catalog's six unless given. */
  sorts?: readonly ListingSort[];
  /** Where the form is sent: the listing's path. */
  action: string;
  /** The listing URL's other parameters the form keeps (its filters, a search term), in order. */
  hiddenFields?: ReadonlyArray<readonly [string, string]>;
};

/**
 * The sort as a plain GET form: a native select and a button that send `sort` to the listing's
 * own URL with its other parameters. The sort without JavaScript; `SortSelect` is the one with.
 */
function SortForm({
  value = defaultSort,
  sorts = listingSorts,
  action,
  hiddenFields = [],
  className,
  ...props
}: SortFormProps) {
  const { t } = useUiText();
  const id = React.useId();
  return (
    <form
      method="get"
      action={action}
      data-slot="sort-form"
      className={cn('flex flex-wrap items-end gap-2', className)}
      {...props}
    >
      {hiddenFields.map(([name, field], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a parameter may repeat; its place is its identity
        <input key={index} type="hidden" name={name} value={field} />
      ))}
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {t('sort.label')}
        </label>
        <select
          id={id}
          name="sort"
          defaultValue={value}
          className="h-11 rounded-control border border-control bg-surface px-4 text-base text-ink"
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.options.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        {t('sort.apply')}
      </Button>
    </form>
  );
}

export {
  defaultSort,
  SortForm,
  type SortFormProps,
  SortSelect,
  type SortSelectProps,
  sortSelectVariants,
};
