import type { CountryShopEntry } from '@vitrine/domain/commands';
import type { CountryCode } from '@vitrine/domain/market';
import * as React from 'react';
import type { UiMessageKey } from '../i18n/messages';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { Button } from './button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useDialogStack,
} from './dialog';
import { ChevronRightIcon } from './icons';

type Stripes = { readonly direction: 'row' | 'column'; readonly colours: readonly string[] };

/** The flags of the shop countries, drawn as stripes; `iconKey` is the CMS's `flag-xx`. */
const flags: Readonly<Record<string, Stripes>> = {
  'flag-de': { direction: 'column', colours: ['#000000', '#dd0000', '#ffce00'] },
  'flag-at': { direction: 'column', colours: ['#c8102e', '#ffffff', '#c8102e'] },
  'flag-fr': { direction: 'row', colours: ['#002654', '#ffffff', '#ce1126'] },
  'flag-be': { direction: 'row', colours: ['#000000', '#fdda24', '#ef3340'] },
  'flag-nl': { direction: 'column', colours: ['#ae1c28', '#ffffff', '#21468b'] },
};

/** A country's flag, decorative: the label next to it names the country. */
function CountryFlag({
  iconKey,
  className,
}: {
  /** The flag's key from the country list (`flag-de`, `flag-ch`). */
  iconKey: string;
  /** Classes for the flag, such as a different size. */
  className?: string;
}) {
  const stripes = flags[iconKey];
  return (
    <svg
      data-slot="country-flag"
      data-icon={iconKey}
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      className={cn('h-5 w-7.5 shrink-0 rounded-sm border border-line', className)}
    >
      {iconKey === 'flag-ch' ? (
        <>
          <rect width="30" height="20" fill="#da291c" />
          <path d="M13 4h4v4.5h4.5v4H17V17h-4v-4.5H8.5v-4H13z" fill="#ffffff" />
        </>
      ) : stripes ? (
        stripes.colours.map((colour, index) =>
          stripes.direction === 'row' ? (
            <rect
              key={colour + String(index)}
              x={index * 10}
              width="10"
              height="20"
              fill={colour}
            />
          ) : (
            <rect
              key={colour + String(index)}
              y={(index * 20) / 3}
              width="30"
              height={20 / 3}
              fill={colour}
            />
          ),
        )
      ) : (
        <rect width="30" height="20" fill="currentColor" opacity="0.2" />
      )}
    </svg>
  );
}

type CountryPickerProps = {
  /** Whether the picker shows (the country picker machine is `open`). */
  open: boolean;
  /** The picker's two modes: the switch suggestion or the list of country shops. */
  view: 'suggestingSwitch' | 'listingCountries';
  /** The country of the shop the visitor is in; its entry is marked as the current one. */
  currentCountry: CountryCode;
  /** The current shop locale (`de-ch`), to mark the right entry where a country has two. */
  currentLocaleKey?: string;
  /** The IP country's shop the picker suggests (machine context `suggested`). */
  suggested: CountryShopEntry | null;
  /** The country shops to list, each with its flag, label and the shop's address. */
  countries: readonly CountryShopEntry[];
  /** The dialog id on the page's dialog stack. */
  id?: string;
  /** The header button that opens the picker, which gets focus back. */
  returnFocusTo?: string;
  /** A country was chosen from the list. */
  onChoose: (entry: CountryShopEntry) => void;
  /** "Switch" in the suggestion. */
  onSwitch: () => void;
  /** "Other country" in the suggestion: show the list. */
  onShowList: () => void;
  /** "Stay", the close button, escape or a swipe: counts as choosing the current country. */
  onClose: () => void;
};

/**
 * The country picker, a right-hand dialog. In `suggestingSwitch` it says which shop
 * this is and offers the IP country's shop (stay / switch); in `listingCountries` it greets
 * and lists the country shops with flag and label. Which mode applies, what a choice stores
 * and where it leads are the domain's `countryPickerMachine`'s rules.
 */
function CountryPicker({
  open,
  view,
  currentCountry,
  currentLocaleKey,
  suggested,
  countries,
  id = 'country-picker',
  returnFocusTo,
  onChoose,
  onSwitch,
  onShowList,
  onClose,
}: CountryPickerProps) {
  const { t } = useUiText();
  const { open: openDialog, close: closeDialog } = useDialogStack();
  const openRef = React.useRef(open);
  openRef.current = open;
  React.useEffect(() => {
    if (open) openDialog({ id, position: 'right', returnFocusTo });
    else closeDialog(id);
  }, [open, id, returnFocusTo, openDialog, closeDialog]);
  const countryName = (country: string) => t(`countries.${country}` as UiMessageKey);
  const label = (entry: CountryShopEntry) => {
    const text = t(entry.labelKey as UiMessageKey);
    // A label key the catalogue does not know comes back as itself: name the country instead.
    return text === entry.labelKey ? countryName(entry.country) : text;
  };
  const isCurrent = (entry: CountryShopEntry) =>
    entry.country === currentCountry &&
    (currentLocaleKey === undefined || entry.localeKey === currentLocaleKey.toLowerCase());
  const suggesting = view === 'suggestingSwitch' && suggested !== null;
  return (
    <Dialog
      id={id}
      position="right"
      returnFocusTo={returnFocusTo}
      onOpenChange={(next) => {
        // Closed by the shopper while the machine still had it open.
        if (!next && openRef.current) onClose();
      }}
    >
      <DialogContent data-view={suggesting ? 'suggestingSwitch' : 'listingCountries'}>
        {suggesting ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {t('countryPicker.suggestTitle', { country: countryName(suggested.country) })}
              </DialogTitle>
              <DialogDescription>
                {t('countryPicker.suggestText', {
                  current: countryName(currentCountry),
                  country: countryName(suggested.country),
                })}
              </DialogDescription>
            </DialogHeader>
            <DialogBody>
              <div className="flex items-center gap-3 text-lg font-semibold">
                <CountryFlag iconKey={suggested.iconKey} />
                {label(suggested)}
              </div>
            </DialogBody>
            <DialogFooter className="sm:flex-col sm:items-stretch">
              <Button data-slot="country-picker-switch" onClick={onSwitch}>
                {t('countryPicker.switch', { country: countryName(suggested.country) })}
              </Button>
              <Button data-slot="country-picker-stay" variant="secondary" onClick={onClose}>
                {t('countryPicker.stay', { country: countryName(currentCountry) })}
              </Button>
              <Button data-slot="country-picker-show-list" variant="link" onClick={onShowList}>
                {t('countryPicker.other')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('countryPicker.title')}</DialogTitle>
              <DialogDescription>{t('countryPicker.greeting')}</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <ul data-slot="country-picker-list" className="grid gap-1">
                {countries.map((entry) => {
                  const current = isCurrent(entry);
                  return (
                    <li key={entry.localeKey}>
                      <button
                        type="button"
                        data-slot="country-picker-entry"
                        data-state={current ? 'current' : undefined}
                        aria-current={current ? 'true' : undefined}
                        onClick={() => onChoose(entry)}
                        className="flex w-full cursor-pointer items-center gap-3 rounded-control px-3 py-3 text-start outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-focus data-[state=current]:bg-primary-soft data-[state=current]:font-semibold"
                      >
                        <CountryFlag iconKey={entry.iconKey} />
                        <span className="flex-1">{label(entry)}</span>
                        {current ? (
                          <span className="text-sm text-ink-soft">
                            {t('countryPicker.current')}
                          </span>
                        ) : (
                          <ChevronRightIcon className="size-4 text-ink-soft" />
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </DialogBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

export { CountryFlag, CountryPicker, type CountryPickerProps };
