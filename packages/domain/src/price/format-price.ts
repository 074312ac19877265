/**
 * Price formatting from cents (spec §9): default currency EUR, always two decimals, and two
 * locales borrow another's conventions — de-AT formats as de-DE and fr-CH as de-CH.
 */
import type { Currency } from '../market/types';
import { isCurrency } from './money';

/** The locale used when none is given or the given one is unusable. */
export const defaultPriceLocale = 'de-DE';
/** §9: prices without a known currency are euros. */
export const defaultPriceCurrency: Currency = 'EUR';

const borrowedLocales: Readonly<Record<string, string>> = {
  'de-AT': 'de-DE',
  'fr-CH': 'de-CH',
};

/**
 * The locale whose conventions a price is formatted with. Accepts any spelling a cookie or
 * URL may carry (`de_at`, ` DE-AT `); malformed or unsupported tags fall back to de-DE so
 * the runtime's own default locale never leaks into a price.
 *
 * @example
 * priceFormattingLocale('de-AT'); // 'de-DE'
 * priceFormattingLocale('fr_ch'); // 'de-CH'
 */
export function priceFormattingLocale(locale: string | null | undefined): string {
  if (typeof locale !== 'string') return defaultPriceLocale;
  // A page formats hundreds of prices in one or two locales; the checks below cost more than
  // the formatting. Bounded, since the tag may come from a cookie or URL.
  const known = resolvedLocales.get(locale);
  if (known !== undefined) return known;
  const resolved = resolvePriceLocale(locale);
  if (resolvedLocales.size < 64) resolvedLocales.set(locale, resolved);
  return resolved;
}

const resolvedLocales = new Map<string, string>();

function resolvePriceLocale(locale: string): string {
  const candidate = locale.trim().replaceAll('_', '-');
  if (candidate === '') return defaultPriceLocale;
  let canonical: string | undefined;
  try {
    [canonical] = Intl.getCanonicalLocales(candidate);
  } catch {
    return defaultPriceLocale;
  }
  if (canonical === undefined) return defaultPriceLocale;
  if (Intl.NumberFormat.supportedLocalesOf(canonical).length === 0) return defaultPriceLocale;
  return borrowedLocales[canonical] ?? canonical;
}

const formatters = new Map<string, Intl.NumberFormat>();

// Building an Intl.NumberFormat is far slower than using one, and a listing formats hundreds.
function formatterFor(locale: string, currency: Currency): Intl.NumberFormat {
  const cacheKey = `${locale}|${currency}`;
  const cached = formatters.get(cacheKey);
  if (cached) return cached;
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  formatters.set(cacheKey, formatter);
  return formatter;
}

export interface FormatPriceOptions {
  /** The shop locale, e.g. `de-AT`; see {@link priceFormattingLocale}. */
  readonly locale?: string | null;
  /** EUR or CHF; anything else formats as the default EUR (§9). */
  readonly currency?: string | null;
}

/**
 * Formats integer cents for display. Fractional cents round to the nearest cent; a value
 * that is not a finite number gives `null`, because showing "0,00 €" for a broken price
 * would be a wrong price, not a missing one.
 *
 * @example
 * formatPrice(123450, { locale: 'de-AT' }); // '1.234,50 €' (as de-DE)
 * formatPrice(123450, { locale: 'fr-CH', currency: 'CHF' }); // "CHF 1'234.50" (as de-CH)
 */
export function formatPrice(cents: number, options: FormatPriceOptions = {}): string | null {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return null;
  const currency = isCurrency(options.currency) ? options.currency : defaultPriceCurrency;
  const locale = priceFormattingLocale(options.locale);
  return formatterFor(locale, currency).format(Math.round(cents) / 100);
}
