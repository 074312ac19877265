import { type CountryShopEntry, countryChoicePath } from '@vitrine/domain';
import { Button, isModifiedClick, useUiText } from '@vitrine/ui';
import * as React from 'react';
import { useLocation } from 'react-router';
import { fetchWithRetry } from '../recovery/retrying-fetch';
import type { CountryPickerDialogProps } from './country-picker-dialog';
import type { ShopShellData } from './shop-shell.server';

/** The anchor of the plain country list the header's button leads to before scripts run. */
const countryListId = 'laender';

type Opened = Pick<CountryPickerDialogProps, 'view' | 'suggested'>;
type DialogComponent = (props: CountryPickerDialogProps) => React.ReactNode;

/**
 * The country picker in the frame (§2 country picker). The page holds only what is the same
 * for every visitor (it is kept and served to all, see `server/country/country-choice.ts`): the
 * header's button and, shown while the address targets it, the list of shops as a form posting
 * to `/_country/` — all there is without JavaScript. With it, the button opens the ui dialog,
 * whose code is a chunk of its own loaded on first use (issue 14 budgets), and after the page
 * loaded the browser asks privately whether to offer the IP country's shop.
 */
export function CountryChoice({ country }: { readonly country: ShopShellData['country'] }) {
  const { t } = useUiText();
  const location = useLocation();
  const returnPath = `${location.pathname}${location.search}`;
  const [Dialog, setDialog] = React.useState<DialogComponent | null>(null);
  const [opened, setOpened] = React.useState<Opened | null>(null);

  const show = React.useCallback((next: Opened) => {
    void import('./country-picker-dialog').then((module) => {
      setDialog(() => module.CountryPickerDialog);
      setOpened(next);
    });
  }, []);

  React.useEffect(() => {
    if (!country.offers) return;
    const controller = new AbortController();
    // An idempotent call: a busy or restarting server is asked again (§9 retries).
    fetchWithRetry(`${countryChoicePath}?path=${encodeURIComponent(returnPath)}`, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((response) => (response.ok ? response.json() : { offer: null }))
      .then((answer: { offer: { localeKey: string } | null }) => {
        const suggested = country.countries.find(
          (entry) => entry.localeKey === answer.offer?.localeKey,
        );
        if (suggested) show({ view: 'suggestingSwitch', suggested });
      })
      .catch(() => {
        // No offer: the list stays one click away.
      });
    return () => controller.abort();
  }, [country.offers, country.countries, returnPath, show]);

  if (country.countries.length === 0) return null;
  const currentName = t(`countries.${country.current}` as never);
  return (
    <>
      <a
        href={`#${countryListId}`}
        data-slot="country-picker-open"
        className="inline-flex items-center gap-2 rounded-control px-2 py-2 outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-focus"
        onClick={(event) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          show({ view: 'listingCountries', suggested: null });
        }}
      >
        <span className="sr-only">{t('countryPicker.open', { country: currentName })}</span>
        <span aria-hidden="true">{country.current}</span>
      </a>
      {Dialog && opened ? (
        <Dialog
          {...opened}
          currentCountry={country.current}
          currentLocaleKey={country.localeKey}
          countries={country.countries}
          returnPath={returnPath}
          onShowList={() => setOpened({ view: 'listingCountries', suggested: null })}
          onDone={() => setOpened(null)}
        />
      ) : null}
    </>
  );
}

/**
 * The shops as buttons of one form posting to `/_country/`, shown while the address targets
 * `#laender`: the header button's destination without JavaScript.
 */
export function CountryList({ country }: { readonly country: ShopShellData['country'] }) {
  const { t } = useUiText();
  const location = useLocation();
  if (country.countries.length === 0) return null;
  const label = (entry: Omit<CountryShopEntry, 'shopLink'>) => {
    const text = t(entry.labelKey as never);
    return text === entry.labelKey ? t(`countries.${entry.country}` as never) : text;
  };
  return (
    <section
      id={countryListId}
      aria-labelledby={`${countryListId}-titel`}
      data-slot="country-list"
      className="hidden border-t border-line bg-surface px-4 py-6 target:block"
    >
      <h2 id={`${countryListId}-titel`} className="text-lg font-semibold">
        {t('countryPicker.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('countryPicker.greeting')}</p>
      <form method="post" action={countryChoicePath} className="mt-4">
        <input type="hidden" name="return" value={`${location.pathname}${location.search}`} />
        <ul className="grid gap-2 sm:grid-cols-2">
          {country.countries.map((entry) => (
            <li key={entry.localeKey}>
              <Button
                type="submit"
                name="locale"
                value={entry.localeKey}
                variant={entry.localeKey === country.localeKey ? 'primary' : 'secondary'}
                aria-current={entry.localeKey === country.localeKey ? 'true' : undefined}
                className="w-full justify-start"
              >
                {label(entry)}
              </Button>
            </li>
          ))}
        </ul>
      </form>
    </section>
  );
}
