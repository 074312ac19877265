import { isOrderNumber } from '../checkout/order-history';
import { productNumberFromPdp } from './product-number';
import type { RouteMatch } from './route-table';

/** Product numbers are letters, digits and `_` (reference keys: `1234567_01`). */
const productNumber = /^[A-Za-z0-9_]{1,64}$/;

/**
 * The validate hook of §4/§5: whether a matched route's parameters can address anything.
 * A product route needs a product number in its pdp; order routes need an order number as
 * the shop hands them out (`isOrderNumber`). Everything else is valid here — content paths
 * are judged by page resolution.
 */
export function isValidRouteMatch(match: RouteMatch): boolean {
  switch (match.route.name) {
    case 'product':
      return productNumber.test(productNumberFromPdp(match.params.pdp) ?? '');
    case 'accountOrder':
    case 'accountOrderComplaint':
      return isOrderNumber(match.params.orderNumber);
    default:
      return true;
  }
}
