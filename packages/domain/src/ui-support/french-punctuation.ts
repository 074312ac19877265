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
