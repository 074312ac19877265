import type { Random } from './random';

export interface VariantLogistics {
  readonly bvc: 1 | 2 | 3 | 4;
  readonly deliveryDaysFrom: number;
  readonly deliveryDaysTo: number;
  readonly stockQuantity: number;
}

/** How a product ships; every delivery message of §4 has a profile. */
export type DeliveryProfile = 'instant' | 'soon' | 'late' | 'veryLate' | 'download' | 'preorder';

const windows: Readonly<Record<DeliveryProfile, readonly (readonly [number, number])[]>> = {
  instant: [
    [1, 2],
    [1, 3],
    [2, 3],
  ],
  soon: [
    [4, 6],
    [5, 7],
    [7, 10],
  ],
  late: [
    [14, 21],
    [21, 28],
    [28, 35],
  ],
  // round(days / 7) above 5 weeks shows "> 5" (§4).
  veryLate: [
    [35, 42],
    [42, 56],
  ],
  download: [[0, 0]],
  preorder: [
    [30, 999],
    [60, 1200],
  ],
};

export function deliveryProfile(random: Random): DeliveryProfile {
  const roll = random.next();
  if (roll < 0.6) return 'instant';
  if (roll < 0.85) return 'soon';
  if (roll < 0.96) return 'late';
  return 'veryLate';
}

export function deliveryWindow(
  profile: DeliveryProfile,
  random: Random,
): readonly [number, number] {
  return random.pick(windows[profile]);
}

function stockFor(bvc: 1 | 2 | 3 | 4, random: Random): number {
  if (bvc !== 1) return 0;
  return random.chance(0.1) ? random.int(1, 3) : random.int(4, 250);
}

/**
 * The logistics of one variant. Most are buyable (BVC 1); some wait for stock (2), some cannot
 * be delivered (3) or are sold out (4). `varying` gives the variant a window of its own, so
 * the product has varying delivery times (§4 'available').
 */
export function variantLogistics(
  profile: DeliveryProfile,
  window: readonly [number, number],
  random: Random,
  options: {
    readonly soldOut: boolean;
    readonly varying: boolean;
    readonly mustBeBuyable: boolean;
  },
): VariantLogistics {
  if (options.soldOut) {
    return { bvc: 4, deliveryDaysFrom: window[0], deliveryDaysTo: window[1], stockQuantity: 0 };
  }
  if (profile === 'download')
    return { bvc: 1, deliveryDaysFrom: 0, deliveryDaysTo: 0, stockQuantity: 9999 };
  if (profile === 'preorder') {
    return { bvc: 2, deliveryDaysFrom: window[0], deliveryDaysTo: window[1], stockQuantity: 0 };
  }
  const [from, to] = options.varying
    ? deliveryWindow(random.pick(['instant', 'late'] as const), random)
    : window;
  const roll = random.next();
  const bvc: 1 | 2 | 3 | 4 =
    options.mustBeBuyable || roll < 0.86 ? 1 : roll < 0.91 ? 2 : roll < 0.955 ? 3 : 4;
  return { bvc, deliveryDaysFrom: from, deliveryDaysTo: to, stockQuantity: stockFor(bvc, random) };
}
