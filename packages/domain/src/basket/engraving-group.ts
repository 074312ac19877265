/**
 * An engraved article goes into its own item group (spec §4, §9: a random 8-digit id), so
 * the same article with another text — or without one — stays a separate basket line.
 */
import type { ItemGroup } from '../entities/basket';

const smallestId = 10_000_000;
const idCount = 90_000_000;

/**
 * A new item group for an engraved main article. `random` is expected to behave like
 * `Math.random` ([0, 1)); anything outside is clamped so the id is always 8 digits.
 *
 * @example
 * engravingItemGroup(() => 0.5); // { id: '55000000', isMainItem: true, isRequired: true }
 */
export function engravingItemGroup(random: () => number): ItemGroup {
  const drawn = random();
  const fraction = Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), 1) : 0;
  const id = Math.min(smallestId + Math.floor(fraction * idCount), smallestId + idCount - 1);
  return { id: String(id), isMainItem: true, isRequired: true };
}
