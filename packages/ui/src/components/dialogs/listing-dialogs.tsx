import {
  type ListingFilterName as ListingFacetName,
  type ListingFacets,
  type ListingFilters,
  listingFilterNames as listingFacetNames,
} from '@vitrine/domain/listing';
import { useUiText } from '../../i18n/ui-text';
import { numberFormat } from '../../lib/number-format';
import { Button } from '../button';
import { FacetFilters, FacetGroup } from '../facet-filters';
import { SortSelect, type SortSelectProps } from '../sort-select';
import { type ContentDialogProps, DialogFrame, useCloseThen } from './dialog-frame';

interface FacetDialogData {
  /**
   * The listing's facets: each filter's options with their counts, and what the shopper has chosen.
   */
  facets: ListingFacets;
  /** Called with the whole next set of filters after each change (the listing reloads). */
  onFiltersChange: (filters: ListingFilters) => void;
  /** How many articles the current filters find: the close button says so. */
  resultCount: number;
  /**
   * Shows what the dialog's draft finds: the filters chosen while it was open go to the listing
   * at once, on "show N articles" (issue 21). Without it each change applies as it is made and
   * the button only closes the dialog.
   */
  onShowResults?: () => void;
  /** The draft's count is on its way: the button still says the last one, marked busy. */
  resultCountPending?: boolean;
}

/**
 * "Show N articles": applies the dialog's draft and closes it, or closes it over the listing that
 * already follows the filters.
 */
function ShowResults({
  id,
  resultCount,
  onShowResults,
  resultCountPending = false,
}: { id: string } & Pick<FacetDialogData, 'resultCount' | 'onShowResults' | 'resultCountPending'>) {
  const { t, locale } = useUiText();
  const closeThen = useCloseThen(id);
  return (
    <Button
      data-slot="facet-dialog-show-results"
      aria-busy={resultCountPending || undefined}
      onClick={closeThen(onShowResults)}
    >
      {t('dialogs.filter.showResults', {
        count: resultCount,
        formatted: numberFormat(locale).format(resultCount),
      })}
    </Button>
  );
}

type ListingFacetDialogProps = ContentDialogProps &
  FacetDialogData & {
    /** The facet the shopper opened from the filter bar. */
    name: ListingFacetName;
  };

/** The listing-facet dialog: one filter's options, opened from its button in the filter bar. */
function ListingFacetDialog({
  id = 'listing-facet',
  returnFocusTo,
  open,
  onOpenChange,
  name,
  facets,
  onFiltersChange,
  resultCount,
  onShowResults,
  resultCountPending,
}: ListingFacetDialogProps) {
  const { t } = useUiText();
  return (
    <DialogFrame
      id={id}
      kind="listing-facet"
      position="mobileLeft"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t(`facets.names.${name}`)}
      description={t('dialogs.facet.description')}
      hideDescription
      footer={
        <ShowResults
          id={id}
          resultCount={resultCount}
          onShowResults={onShowResults}
          resultCountPending={resultCountPending}
        />
      }
    >
      <FacetGroup name={name} legend="hidden" facets={facets} onFiltersChange={onFiltersChange} />
    </DialogFrame>
  );
}

type FilterDialogProps = ContentDialogProps &
  FacetDialogData & {
    /** The filters to show, in order (the listing block's); all seven unless given. */
    names?: readonly ListingFacetName[];
  };

/** The filter dialog: every facet of the listing at once, with reset and "show N articles". */
function FilterDialog({
  id = 'filter',
  returnFocusTo,
  open,
  onOpenChange,
  names = listingFacetNames,
  facets,
  onFiltersChange,
  resultCount,
  onShowResults,
  resultCountPending,
}: FilterDialogProps) {
  const { t } = useUiText();
  return (
    <DialogFrame
      id={id}
      kind="filter"
      position="right"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.filter.title')}
      description={t('dialogs.facet.description')}
      hideDescription
      footer={
        <>
          <Button
            data-slot="filter-dialog-reset"
            variant="secondary"
            onClick={() => onFiltersChange({})}
          >
            {t('dialogs.filter.reset')}
          </Button>
          <ShowResults
            id={id}
            resultCount={resultCount}
            onShowResults={onShowResults}
            resultCountPending={resultCountPending}
          />
        </>
      }
    >
      <FacetFilters names={names} facets={facets} onFiltersChange={onFiltersChange} />
    </DialogFrame>
  );
}

type SortDialogProps = ContentDialogProps &
  Pick<SortSelectProps, 'value' | 'onValueChange' | 'sorts'>;

/**
 * The sort dialog: the sorts as a radio list (relevance by default). The arrow keys choose as
 * they move, so the listing follows at once; the footer button closes the dialog.
 */
function SortDialog({
  id = 'sort',
  returnFocusTo,
  open,
  onOpenChange,
  value,
  onValueChange,
  sorts,
}: SortDialogProps) {
  const { t } = useUiText();
  const closeThen = useCloseThen(id);
  return (
    <DialogFrame
      id={id}
      kind="sort"
      position="right"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.sort.title')}
      description={t('sort.label')}
      hideDescription
      footer={<Button onClick={closeThen()}>{t('dialogs.sort.done')}</Button>}
    >
      <SortSelect variant="list" value={value} onValueChange={onValueChange} sorts={sorts} />
    </DialogFrame>
  );
}

export {
  FilterDialog,
  type FilterDialogProps,
  ListingFacetDialog,
  type ListingFacetDialogProps,
  SortDialog,
  type SortDialogProps,
};
