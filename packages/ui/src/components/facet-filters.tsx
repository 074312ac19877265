import {
  type ListingFacetValue as FacetOption,
  listingFiltersOf as filtersOf,
  type ListingFilterName as ListingFacetName,
  type ListingFacets,
  type ListingFilters as ListingFilterValues,
  listingFilterNames as listingFacetNames,
  listingPriceFields,
} from '@vitrine/domain/listing';
import { centsFromMajorUnits, formatPrice } from '@vitrine/domain/price';
import { facetBarSplit } from '@vitrine/domain/ui-support';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { isModifiedClick } from '../lib/modified-click';
import { numberFormat } from '../lib/number-format';
import { Button } from './button';
import { CheckboxField } from './checkbox-field';
import { swatchOf } from './color-dots';
import { type FieldErrorMessage, TextField } from './form-field';
import { CloseIcon } from './icons';
import { RadioGroupField } from './radio-group-field';

type OptionFacetName = 'brand' | 'color' | 'size' | 'availability';
const optionFacets: readonly OptionFacetName[] = ['brand', 'color', 'size', 'availability'];
const isOptionFacet = (name: ListingFacetName): name is OptionFacetName =>
  optionFacets.some((option) => option === name);

const chosen = (options: readonly FacetOption[]) =>
  options.filter((option) => option.selected).map((option) => option.value);

/** Facets with something to choose (or something chosen), in the given order. */
function usableFacets(
  facets: ListingFacets,
  names: readonly ListingFacetName[],
): ListingFacetName[] {
  return names.filter((name) => {
    if (isOptionFacet(name)) return facets[name].length > 0;
    if (name === 'price') return facets.price.min !== null && facets.price.max !== null;
    if (name === 'sale') return facets.sale.count > 0 || facets.sale.selected;
    return facets.rating.some((entry) => entry.count > 0 || entry.selected);
  });
}

function selectedCount(facets: ListingFacets, name: ListingFacetName): number {
  if (isOptionFacet(name)) return chosen(facets[name]).length;
  if (name === 'price')
    return facets.price.selected.min !== null || facets.price.selected.max !== null ? 1 : 0;
  if (name === 'sale') return facets.sale.selected ? 1 : 0;
  return facets.rating.some((entry) => entry.selected) ? 1 : 0;
}

interface FacetCommonProps {
  /**
   * The listing's facets: each filter's options with their counts, and what the shopper has chosen.
   */
  facets: ListingFacets;
  /** Called with the whole next set of filters after each change. */
  onFiltersChange: (filters: ListingFilterValues) => void;
}

function useOptionLabel() {
  const { t } = useUiText();
  return (name: ListingFacetName, option: FacetOption) =>
    name === 'availability' &&
    (option.value === 'buyable' || option.value === 'notDeliverable' || option.value === 'soldOut')
      ? t(`facets.availability.${option.value}`)
      : option.label;
}

type PriceRangeProps = FacetCommonProps;

/** The price filter: from and to in major units, applied together. */
function PriceRange({ facets, onFiltersChange }: PriceRangeProps) {
  const { t, locale } = useUiText();
  const { currency, selected } = facets.price;
  const major = (cents: number | null) => (cents === null ? '' : String(cents / 100));
  const [errors, setErrors] = React.useState<Record<string, readonly FieldErrorMessage[]>>({});
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (field: string) => {
      const text = String(data.get(field) ?? '').trim();
      return text === ''
        ? { cents: undefined, ok: true }
        : { cents: centsFromMajorUnits(text) ?? undefined, ok: centsFromMajorUnits(text) !== null };
    };
    const from = read('min');
    const to = read('max');
    const next: Record<string, readonly FieldErrorMessage[]> = {};
    if (!from.ok) next.min = [{ key: 'validation.numeric' }];
    if (!to.ok) next.max = [{ key: 'validation.numeric' }];
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const [min, max] =
      from.cents !== undefined && to.cents !== undefined && from.cents > to.cents
        ? [to.cents, from.cents]
        : [from.cents, to.cents];
    const { price: _previous, ...rest } = filtersOf(facets);
    onFiltersChange(
      min === undefined && max === undefined
        ? rest
        : {
            ...rest,
            price: { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) },
          },
    );
  };
  const placeholder = (cents: number | null) =>
    cents === null ? undefined : (formatPrice(cents, { locale, currency }) ?? undefined);
  return (
    <form
      data-slot="facet-price"
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-2 items-start gap-3"
    >
      <TextField
        name="min"
        inputMode="decimal"
        label={t('facets.priceFrom', { currency })}
        defaultValue={major(selected.min)}
        placeholder={placeholder(facets.price.min)}
        errors={errors.min}
      />
      <TextField
        name="max"
        inputMode="decimal"
        label={t('facets.priceTo', { currency })}
        defaultValue={major(selected.max)}
        placeholder={placeholder(facets.price.max)}
        errors={errors.max}
      />
      <Button type="submit" variant="secondary" size="sm" className="col-span-2">
        {t('facets.priceApply')}
      </Button>
    </form>
  );
}

type FacetGroupProps = FacetCommonProps & {
  /** Which filter this group shows: brand, colour, size, price, sale, rating or availability. */
  name: ListingFacetName;
  /** Shows the facet's name as a legend; the listing facet dialog has it as its title. */
  legend?: 'visible' | 'hidden';
  /** Classes for the group's fieldset. */
  className?: string;
};

/**
 * One facet's controls: checkboxes for brand, colour, size and availability, a checkbox for
 * sale, radios for the minimum rating and the price range form.
 */
function FacetGroup({
  facets,
  onFiltersChange,
  name,
  legend = 'visible',
  className,
}: FacetGroupProps) {
  const { t, locale } = useUiText();
  const optionLabel = useOptionLabel();
  const current = filtersOf(facets);
  const number = numberFormat(locale);
  const withCount = (label: string, count: number) =>
    t('facets.optionCount', { label, count: number.format(count) });
  let body: React.ReactNode;
  if (isOptionFacet(name)) {
    body = (
      <ul className="flex flex-col gap-2">
        {facets[name].map((option) => (
          <li key={option.value}>
            <CheckboxField
              label={
                name === 'color' ? (
                  <span className="inline-flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      data-slot="facet-swatch"
                      className="size-4 shrink-0 rounded-full border border-control"
                      style={{ background: swatchOf(option.value) }}
                    />
                    {withCount(optionLabel(name, option), option.count)}
                  </span>
                ) : (
                  withCount(optionLabel(name, option), option.count)
                )
              }
              checked={option.selected}
              disabled={option.count === 0 && !option.selected}
              onCheckedChange={(checked) => {
                const values = chosen(facets[name]).filter((value) => value !== option.value);
                const next = checked === true ? [...values, option.value] : values;
                const { [name]: _previous, ...rest } = current;
                onFiltersChange(next.length > 0 ? { ...rest, [name]: next } : rest);
              }}
            />
          </li>
        ))}
      </ul>
    );
  } else if (name === 'sale') {
    body = (
      <CheckboxField
        label={withCount(t('facets.saleOnly'), facets.sale.count)}
        checked={facets.sale.selected}
        onCheckedChange={(checked) => {
          const { sale: _previous, ...rest } = current;
          onFiltersChange(checked === true ? { ...rest, sale: true } : rest);
        }}
      />
    );
  } else if (name === 'rating') {
    // The radio group is a fieldset with its own legend: styled as the facet's, not nested.
    return (
      <div data-slot="facet-group" data-facet={name} className={className}>
        <RadioGroupField
          label={t('facets.names.rating')}
          orientation="vertical"
          className={cn(
            '[&>legend]:mb-2 [&>legend]:font-display [&>legend]:text-base [&>legend]:font-bold',
            legend === 'hidden' && '[&>legend]:sr-only',
          )}
          value={current.rating === undefined ? '' : String(current.rating)}
          options={facets.rating.map((entry) => ({
            value: String(entry.minimum),
            label: withCount(t('facets.ratingAtLeast', { count: entry.minimum }), entry.count),
            disabled: entry.count === 0 && !entry.selected,
          }))}
          onValueChange={(value) => onFiltersChange({ ...current, rating: Number(value) })}
        />
      </div>
    );
  } else {
    body = <PriceRange facets={facets} onFiltersChange={onFiltersChange} />;
  }
  return (
    <fieldset
      data-slot="facet-group"
      data-facet={name}
      className={cn('flex flex-col gap-3', className)}
    >
      <legend className={cn('mb-2 font-display font-bold', legend === 'hidden' && 'sr-only')}>
        {t(`facets.names.${name}`)}
      </legend>
      {body}
    </fieldset>
  );
}

type FacetFiltersProps = FacetCommonProps &
  Omit<React.ComponentProps<'div'>, 'children'> & {
    /** The filters to show, in order (the listing block's); all seven unless given. */
    names?: readonly ListingFacetName[];
  };

/** Every facet, one group after another: the content of the filter dialog. */
function FacetFilters({
  facets,
  onFiltersChange,
  names = listingFacetNames,
  className,
  ...props
}: FacetFiltersProps) {
  return (
    <div data-slot="facet-filters" className={cn('flex flex-col gap-6', className)} {...props}>
      {usableFacets(facets, names).map((name) => (
        <FacetGroup key={name} name={name} facets={facets} onFiltersChange={onFiltersChange} />
      ))}
    </div>
  );
}

type FacetBarProps = FacetCommonProps &
  Omit<React.ComponentProps<'div'>, 'children'> & {
    /** The filters to show as buttons, in order (the listing block's); all seven unless given. */
    names?: readonly ListingFacetName[];
    /** Opens the listing facet dialog for one facet. */
    onOpenFacet: (name: ListingFacetName) => void;
    /** Opens the filter dialog with every facet. */
    onOpenAll: () => void;
    /**
     * The listing URL of a set of filters. Given, the chips and the reset are links (they work
     * without JavaScript; a click still calls `onFiltersChange`).
     */
    hrefFor?: (filters: ListingFilterValues) => string;
  };

/**
 * The listing's filter bar: on desktop the first four facets as buttons, on
 * mobile one "all filters" button; then the chosen filters as removable chips and a reset.
 * The buttons open dialogs, so without JavaScript they are hidden (`FacetForm` is the filter
 * then); the chips and the reset work as links when `hrefFor` is given.
 */
function FacetBar({
  facets,
  onFiltersChange,
  names = listingFacetNames,
  onOpenFacet,
  onOpenAll,
  hrefFor,
  className,
  ...props
}: FacetBarProps) {
  const { t, locale } = useUiText();
  const optionLabel = useOptionLabel();
  const usable = usableFacets(facets, names);
  const { inline } = facetBarSplit(usable);
  const current = filtersOf(facets);
  const total = usable.reduce((sum, name) => sum + selectedCount(facets, name), 0);
  const price = (cents: number | undefined) =>
    cents === undefined
      ? ''
      : (formatPrice(cents, { locale, currency: facets.price.currency }) ?? '');

  // A link still lets the listing navigate itself (a client-side router) when scripts run;
  // a click that asks for a new tab or window stays the browser's.
  const follow = (next: ListingFilterValues) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    onFiltersChange(next);
  };

  const chips: { key: string; label: string; next: ListingFilterValues }[] = [];
  for (const name of optionFacets) {
    for (const option of facets[name].filter((entry) => entry.selected)) {
      const { [name]: _previous, ...rest } = current;
      const remaining = chosen(facets[name]).filter((value) => value !== option.value);
      chips.push({
        key: `${name}-${option.value}`,
        label: optionLabel(name, option),
        next: remaining.length > 0 ? { ...rest, [name]: remaining } : rest,
      });
    }
  }
  if (current.price !== undefined) {
    const { price: _previous, ...rest } = current;
    chips.push({
      key: 'price',
      label: t('facets.priceRange', {
        min: price(current.price.min),
        max: price(current.price.max),
      }).trim(),
      next: rest,
    });
  }
  if (current.sale === true) {
    const { sale: _previous, ...rest } = current;
    chips.push({ key: 'sale', label: t('facets.names.sale'), next: rest });
  }
  if (current.rating !== undefined) {
    const { rating: _previous, ...rest } = current;
    chips.push({
      key: 'rating',
      label: t('facets.ratingAtLeast', { count: current.rating }),
      next: rest,
    });
  }

  return (
    <div data-slot="facet-bar" className={cn('flex flex-col gap-3', className)} {...props}>
      <fieldset aria-label={t('facets.label')} className="flex flex-wrap gap-2 noscript:hidden">
        {inline.map((name) => {
          const count = selectedCount(facets, name);
          return (
            <Button
              key={name}
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              data-slot="facet-bar-facet"
              data-state={count > 0 ? 'active' : 'inactive'}
              onClick={() => onOpenFacet(name)}
              className="hidden lg:inline-flex"
            >
              {t(`facets.names.${name}`)}
              {count > 0 ? ` (${count})` : null}
            </Button>
          );
        })}
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          data-slot="facet-bar-all"
          onClick={onOpenAll}
        >
          {total > 0 ? t('facets.allFiltersCount', { count: total }) : t('facets.allFilters')}
        </Button>
      </fieldset>
      {chips.length > 0 ? (
        <div data-slot="facet-bar-active" className="flex flex-wrap items-center gap-2">
          <span className="sr-only">{t('facets.active')}:</span>
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => {
              const common = {
                'data-slot': 'facet-chip',
                'aria-label': t('facets.removeFilter', { label: chip.label }),
                className:
                  'inline-flex h-8 cursor-pointer items-center gap-1 rounded-full bg-primary-soft px-3 text-sm font-semibold text-primary-strong outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-focus [&_svg]:size-3.5',
                children: (
                  <>
                    {chip.label}
                    <CloseIcon />
                  </>
                ),
              };
              return (
                <li key={chip.key}>
                  {hrefFor === undefined ? (
                    <button type="button" onClick={() => onFiltersChange(chip.next)} {...common} />
                  ) : (
                    <a href={hrefFor(chip.next)} onClick={follow(chip.next)} {...common} />
                  )}
                </li>
              );
            })}
          </ul>
          {hrefFor === undefined ? (
            <Button variant="link" size="sm" onClick={() => onFiltersChange({})}>
              {t('facets.reset')}
            </Button>
          ) : (
            <Button asChild variant="link" size="sm">
              <a href={hrefFor({})} onClick={follow({})}>
                {t('facets.reset')}
              </a>
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}

type FacetFormProps = Omit<React.ComponentProps<'form'>, 'children' | 'method' | 'action'> & {
  /**
   * The listing's facets: each filter's options with their counts, and what the shopper has chosen.
   */
  facets: ListingFacets;
  /** The filters to show, in order; all seven unless given. */
  names?: readonly ListingFacetName[];
  /** Where the form is sent: the listing's path. */
  action: string;
  /** The listing URL's other parameters the form keeps (the sort, a search term), in order. */
  hiddenFields?: ReadonlyArray<readonly [string, string]>;
};

/**
 * Every facet as a plain GET form: checkboxes, the sale checkbox, the
 * rating radios and the price range, sent to the listing's own URL in its format (the price's
 * ends as `priceFrom` / `priceTo`). The filter without JavaScript; nothing here needs a script.
 * Its labels and native controls take their look from the stylesheet (`[data-slot=facet-form]`).
 */
function FacetForm({
  facets,
  names = listingFacetNames,
  action,
  hiddenFields = [],
  className,
  ...props
}: FacetFormProps) {
  const { t, locale } = useUiText();
  const optionLabel = useOptionLabel();
  const number = numberFormat(locale);
  const withCount = (label: string, count: number) =>
    t('facets.optionCount', { label, count: number.format(count) });
  const major = (cents: number | null) => (cents === null ? '' : String(cents / 100));
  const choice = (
    type: 'checkbox' | 'radio',
    name: string,
    value: string,
    label: string,
    checked: boolean,
    disabled = false,
  ) => (
    <label key={value}>
      <input type={type} name={name} value={value} defaultChecked={checked} disabled={disabled} />
      {label}
    </label>
  );
  const controls = (name: ListingFacetName): React.ReactNode => {
    if (isOptionFacet(name)) {
      return facets[name].map((option) =>
        choice(
          'checkbox',
          name,
          option.value,
          withCount(optionLabel(name, option), option.count),
          option.selected,
          option.count === 0 && !option.selected,
        ),
      );
    }
    if (name === 'sale') {
      return choice(
        'checkbox',
        'sale',
        'true',
        withCount(t('facets.saleOnly'), facets.sale.count),
        facets.sale.selected,
      );
    }
    if (name === 'rating') {
      return facets.rating.map((entry) =>
        choice(
          'radio',
          'rating',
          String(entry.minimum),
          withCount(t('facets.ratingAtLeast', { count: entry.minimum }), entry.count),
          entry.selected,
          entry.count === 0 && !entry.selected,
        ),
      );
    }
    const { currency, selected } = facets.price;
    return (
      <div className="grid grid-cols-2 gap-3">
        <TextField
          name={listingPriceFields.min}
          inputMode="decimal"
          label={t('facets.priceFrom', { currency })}
          defaultValue={major(selected.min)}
        />
        <TextField
          name={listingPriceFields.max}
          inputMode="decimal"
          label={t('facets.priceTo', { currency })}
          defaultValue={major(selected.max)}
        />
      </div>
    );
  };
  return (
    <form
      method="get"
      action={action}
      data-slot="facet-form"
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {hiddenFields.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a parameter may repeat; its place is its identity
        <input key={index} type="hidden" name={name} value={value} />
      ))}
      {usableFacets(facets, names).map((name) => (
        <fieldset key={name} data-facet={name} className="flex flex-col gap-2">
          <legend className="mb-2 font-display font-bold">{t(`facets.names.${name}`)}</legend>
          {controls(name)}
        </fieldset>
      ))}
      <Button type="submit" className="self-start">
        {t('facets.apply')}
      </Button>
    </form>
  );
}

export {
  FacetBar,
  type FacetBarProps,
  FacetFilters,
  type FacetFiltersProps,
  FacetForm,
  type FacetFormProps,
  FacetGroup,
  type FacetGroupProps,
};
