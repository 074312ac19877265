/** The narrow no-break space French sets before `;`, `!` and `?` (U+202F). */
export const narrowNoBreakSpace = '\u202f';
/** The no-break space French sets before `:` and inside guillemets (U+00A0). */
export const noBreakSpace = '\u00a0';

/**
 * French typography for a text written with ordinary spaces: the space before `;`, `!` and `?`
 * becomes a narrow no-break space, the one before `:` and inside `« »` a no-break space, so a
 * line never starts with the sign or leaves a guillemet alone. Only spaces that are there are
 * changed — a sign without one (an address's `?`, a time's `:`) stays as it is.
 *
 * @example
 * frenchPunctuation('Mot de passe oublié ?'); // 'Mot de passe oublié\u202f?'
 * frenchPunctuation('« Nido » : livraison'); // '«\u00a0Nido\u00a0»\u00a0: livraison'
 */
export function frenchPunctuation(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]+([;!?])/g, `${narrowNoBreakSpace}$1`)
    .replace(/[ \u00a0\u202f]+:/g, `${noBreakSpace}:`)
    .replace(/«[ \u00a0\u202f]*/g, `«${noBreakSpace}`)
    .replace(/[ \u00a0\u202f]*»/g, `${noBreakSpace}»`);
}

/**
 * A French text catalogue with `frenchPunctuation` applied to every text at any depth, so the
 * catalogues are written with ordinary spaces and no text can miss the rule. The input is not
 * changed.
 *
 * @example
 * frenchCatalogue({ login: { forgot: 'Mot de passe oublié ?' } });
 * // { login: { forgot: 'Mot de passe oublié\u202f?' } }
 */
export function frenchCatalogue<Catalogue>(catalogue: Catalogue): Catalogue {
  return mapCatalogueTexts(catalogue, frenchPunctuation);
}

/** A catalogue with `change` applied to every text at any depth; the input is not changed. */
export function mapCatalogueTexts<Catalogue>(
  catalogue: Catalogue,
  change: (text: string) => string,
): Catalogue {
  if (typeof catalogue === 'string') return change(catalogue) as Catalogue;
  if (typeof catalogue !== 'object' || catalogue === null) return catalogue;
  if (Array.isArray(catalogue)) {
    return catalogue.map((entry) => mapCatalogueTexts(entry, change)) as Catalogue;
  }
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, entry]) => [key, mapCatalogueTexts(entry, change)]),
  ) as Catalogue;
}
