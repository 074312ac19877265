import type { Shop } from '../market/types';
import { basketInfoParameter } from './basket-info-dialogs';

/**
 * The basket page's click-and-reserve step without JavaScript (§2 click-and-reserve, basket;
 * §6 clickAndReserve): `?dialog=reserve&zeile={itemKey}` shows the reservation form of that
 * line in the page. With JavaScript the same link opens the dialog instead.
 */
export const basketReserveDialog = 'reserve';

/** The query parameter naming the line whose reservation step is shown. */
export const basketReserveLineParameter = 'zeile';

/** A basket line as the reservation needs it: its key and whether it follows a main item. */
export interface ReservableLine {
  readonly key: string;
  /** A required item of a group (the engraving service): it goes where its main item goes. */
  readonly followsMainItem: boolean;
}

/**
 * The lines that offer "reserve in a store": none where the shop has no click-and-reserve
 * (§6); elsewhere every line that is an article of its own (not the engraving service that
 * follows its main item). Whether a store can hold the article (§4 online only) the dialog
 * says, as on the product page.
 *
 * @example
 * reservableLineKeys({ flags: { clickAndReserve: true } }, [{ key: 'a', followsMainItem: false }, { key: 's', followsMainItem: true }]); // ['a']
 * reservableLineKeys({ flags: { clickAndReserve: false } }, [{ key: 'a', followsMainItem: false }]); // []
 */
export function reservableLineKeys(
  shop: { readonly flags: Pick<Shop['flags'], 'clickAndReserve'> },
  lines: readonly ReservableLine[],
): readonly string[] {
  if (!shop.flags.clickAndReserve) return [];
  return lines.filter((line) => !line.followsMainItem).map((line) => line.key);
}

/**
 * The line whose reservation step the page shows (`?dialog=reserve&zeile=…`): the one the query
 * names once, if it offers a reservation; null otherwise (another dialog, a repeated or unknown
 * line, a shop without click-and-reserve — the page is then shown as for an unknown dialog).
 *
 * @example
 * basketReserveStep(['a'], new URLSearchParams('dialog=reserve&zeile=a')); // 'a'
 * basketReserveStep([], new URLSearchParams('dialog=reserve&zeile=a')); // null
 */
export function basketReserveStep(
  reservable: readonly string[],
  query: URLSearchParams,
): string | null {
  const dialogs = query.getAll(basketInfoParameter);
  const lines = query.getAll(basketReserveLineParameter);
  if (dialogs.length !== 1 || dialogs[0] !== basketReserveDialog || lines.length !== 1) return null;
  const line = lines[0] as string;
  return reservable.includes(line) ? line : null;
}

/** The id of a line's reservation step in the page: the fragment its link leads to. */
export function basketReserveStepId(itemKey: string): string {
  return `basket-reserve-${itemKey}`;
}

/**
 * The address of a line's reservation step without JavaScript.
 *
 * @example
 * basketReserveHref('/fr/warenkorb/', 'k1'); // '/fr/warenkorb/?dialog=reserve&zeile=k1#basket-reserve-k1'
 */
export function basketReserveHref(basketPath: string, itemKey: string): string {
  const key = encodeURIComponent(itemKey);
  return `${basketPath}?${basketInfoParameter}=${basketReserveDialog}&${basketReserveLineParameter}=${key}#${basketReserveStepId(key)}`;
}
