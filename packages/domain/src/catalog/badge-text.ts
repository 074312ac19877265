/**
 * The one casing rule of the product badges (issue 21, consistent badge casing): a badge's text
 * starts with a capital letter in the shop's language, the rest as written — the catalogue's
 * `Neu`, a promotion's label from the engine and a PIM theme alike, so no badge shouts in
 * capitals beside one in lower case. A PIM theme comes as a slug (`pimBadgeTheme`): its hyphens
 * are read as spaces.
 *
 * @example
 * badgeText('nachhaltig-produziert', 'de-DE'); // 'Nachhaltig produziert'
 * badgeText('Neu', 'de-DE'); // 'Neu'
 */
export function badgeText(text: string, locale: string): string {
  const words = text.replace(/-+/g, ' ').trim();
  const first = words.codePointAt(0);
  if (first === undefined) return '';
  const initial = String.fromCodePoint(first);
  return `${initial.toLocaleUpperCase(locale)}${words.slice(initial.length)}`;
}
