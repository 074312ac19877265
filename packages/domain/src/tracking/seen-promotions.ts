/** Where a tab keeps the promotions it has reported (§4: once per session per promotion). */
export const seenPromotionsStorageKey = 'vitrine:seen-promotions';

/** More ids than a session could see: a stored list is never allowed to grow without end. */
const maxSeenPromotions = 200;

/**
 * The promotion ids a session has reported, from what session storage holds. Anything that is
 * not a JSON list of texts (nothing stored, another tool's value, a hand-edited entry) is an
 * empty set: reporting a promotion again is better than never reporting it.
 *
 * @example
 * parseSeenPromotionIds('["willkommen"]'); // Set { 'willkommen' }
 * parseSeenPromotionIds('oops'); // Set {}
 */
export function parseSeenPromotionIds(stored: string | null | undefined): ReadonlySet<string> {
  if (stored === null || stored === undefined || stored === '') return new Set();
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return new Set();
    return new Set(parsed.filter((id): id is string => typeof id === 'string' && id !== ''));
  } catch {
    return new Set();
  }
}

/** The seen ids as session storage keeps them: the latest {@link maxSeenPromotions}. */
export function serialiseSeenPromotionIds(seen: ReadonlySet<string>): string {
  return JSON.stringify([...seen].slice(-maxSeenPromotions));
}
