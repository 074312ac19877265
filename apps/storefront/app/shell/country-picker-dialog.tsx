import { type CountryCode, type CountryShopEntry, countryChoicePath } from '@vitrine/domain';
import { CountryPicker } from '@vitrine/ui';

export interface CountryPickerDialogProps {
  readonly view: 'suggestingSwitch' | 'listingCountries';
  readonly suggested: Omit<CountryShopEntry, 'shopLink'> | null;
  readonly currentCountry: CountryCode;
  readonly currentLocaleKey: string;
  readonly countries: readonly Omit<CountryShopEntry, 'shopLink'>[];
  /** The page's path and query, kept on a switch. */
  readonly returnPath: string;
  readonly onShowList: () => void;
  readonly onDone: () => void;
}

/**
 * Posts the choice as the form without JavaScript does, so the server stores `selected-country`
 * and the language, and answers the redirect (§2: a full load of the other shop at the same
 * path and query).
 */
function submitChoice(entry: Pick<CountryShopEntry, 'localeKey'>, returnPath: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = countryChoicePath;
  const fields: ReadonlyArray<readonly [string, string]> = [
    ['locale', entry.localeKey],
    ['return', returnPath],
  ];
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** The ui's country picker dialog, wired to the `/_country/` choice (a chunk of its own). */
export function CountryPickerDialog(props: CountryPickerDialogProps) {
  const { currentCountry, returnPath, onDone } = props;
  return (
    <CountryPicker
      open
      view={props.view}
      currentCountry={currentCountry}
      currentLocaleKey={props.currentLocaleKey}
      // The picker names the shops; the server knows their links and redirects.
      suggested={props.suggested && { ...props.suggested, shopLink: '' }}
      countries={props.countries.map((entry) => ({ ...entry, shopLink: '' }))}
      onChoose={(entry) => {
        // The page's own shop: it stays (its language kept); any other, even this country's
        // other language, is a full load of that shop.
        if (entry.localeKey === props.currentLocaleKey) {
          stay({ locale: entry.localeKey }, returnPath);
          onDone();
        } else submitChoice(entry, returnPath);
      }}
      onSwitch={() => {
        if (props.suggested) submitChoice(props.suggested, returnPath);
      }}
      onShowList={props.onShowList}
      onClose={() => {
        // §2: closing counts as choosing the current country; the page stays.
        stay({ country: currentCountry }, returnPath);
        onDone();
      }}
    />
  );
}

function stay(choice: { country: string } | { locale: string }, returnPath: string): void {
  void fetch(countryChoicePath, {
    method: 'POST',
    body: new URLSearchParams({ ...choice, return: returnPath }),
    redirect: 'manual',
    keepalive: true,
  }).catch(() => undefined);
}
