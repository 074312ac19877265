const formats = new Map<string, Intl.NumberFormat>();

/**
 * The locale's number format, made once per locale and options: building an
 * `Intl.NumberFormat` costs far more than formatting with one, and a listing's cards format
 * ratings, counts and unit prices by the hundred (issue 14 profile).
 */
export function numberFormat(
  locale: string,
  options: { readonly maximumFractionDigits?: number } = {},
): Intl.NumberFormat {
  const key = `${locale}|${options.maximumFractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
