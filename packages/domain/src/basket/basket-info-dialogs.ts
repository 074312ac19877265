import { showsMedicalNotice } from '../catalog/medical-notice';
import type { Product } from '../entities/product';
import type { Shop } from '../market/types';

/**
 * The basket page's info dialogs (§2 basket shipping-cost progress; the basket card's
 * medical-product info overlay), and the value of `?dialog=` that shows one in the page
 * without JavaScript.
 */
export const basketInfoDialogs = ['shipping', 'medical'] as const;
export type BasketInfoDialog = (typeof basketInfoDialogs)[number];

/** The query parameter of the info dialogs' step without JavaScript (as on the product page). */
export const basketInfoParameter = 'dialog';

/** Which info dialogs the basket has something for. */
export interface BasketInfoAvailability {
  /** The shipping-cost progress: where the basket ships at the standard rate (not freight). */
  readonly shipping: boolean;
  /** The medical-product info: where a line shows the medical notice (§2, DE only). */
  readonly medical: boolean;
}

/**
 * Which info dialogs a basket has: the shipping-cost progress for a basket with lines that
 * ships at the standard rate (bulky goods go by freight, whose cost has no steps, §9); the
 * medical-product info where one of its products shows the medical notice (`showsMedicalNotice`:
 * the shop's country DE and a medical warengruppe).
 *
 * @example
 * basketInfoAvailability({ products: [thermometer], shippingMethod: 'standard' }, { country: 'DE' });
 * // { shipping: true, medical: true }
 */
export function basketInfoAvailability(
  basket: {
    readonly products: readonly Pick<Product, 'attributes'>[];
    readonly shippingMethod: 'standard' | 'freight';
  },
  shop: Pick<Shop, 'country'>,
  medicalWarengruppen?: Iterable<string>,
): BasketInfoAvailability {
  return {
    shipping: basket.products.length > 0 && basket.shippingMethod === 'standard',
    medical: basket.products.some((product) =>
      showsMedicalNotice(product, shop, medicalWarengruppen),
    ),
  };
}

/**
 * The info dialog the basket page shows in place without JavaScript (`?dialog=shipping`): the
 * one the query names once, if the basket has it; null otherwise (an unknown, repeated or
 * empty value, or a dialog the basket has nothing for — the page is then shown as it is).
 *
 * @example
 * basketInfoStep({ shipping: true, medical: false }, new URLSearchParams('dialog=shipping')); // 'shipping'
 * basketInfoStep({ shipping: true, medical: false }, new URLSearchParams('dialog=medical')); // null
 */
export function basketInfoStep(
  available: BasketInfoAvailability,
  query: URLSearchParams,
): BasketInfoDialog | null {
  const values = query.getAll(basketInfoParameter);
  if (values.length !== 1) return null;
  const dialog = basketInfoDialogs.find((candidate) => candidate === values[0]);
  return dialog !== undefined && available[dialog] ? dialog : null;
}

/** The id of a step's section in the page: the fragment its link leads to without script. */
export function basketInfoStepId(dialog: BasketInfoDialog): string {
  return `basket-info-${dialog}`;
}

/**
 * The address of an info dialog's step without JavaScript: the basket page with `dialog=` and
 * the step's fragment, so the browser shows the step where it is in the page.
 *
 * @example
 * basketInfoHref('/fr/warenkorb/', 'shipping'); // '/fr/warenkorb/?dialog=shipping#basket-info-shipping'
 */
export function basketInfoHref(basketPath: string, dialog: BasketInfoDialog): string {
  return `${basketPath}?${basketInfoParameter}=${dialog}#${basketInfoStepId(dialog)}`;
}
