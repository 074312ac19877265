import { describe, expect, test } from 'vitest';
import type { BasketItemCustomData, CustomText, ItemGroup } from '../entities/basket';
import { scaleThresholds } from '../price/scale-prices';
import {
  type AddToBasketInput,
  type ChangeableBasketItem,
  planAddToBasket,
  planItemRemoval,
  planQuantityChange,
} from './basket-item-change';

const basketKey = 'basket_12_f3a9c0';
const scales = scaleThresholds({
  scaleAmount1: 3,
  scalePrice1: 899,
  scaleAmount2: 10,
  scalePrice2: 799,
});
const group: ItemGroup = { id: '12345678', isMainItem: true, isRequired: true };

const line = (
  overrides: Partial<ChangeableBasketItem> & { variantId?: number } = {},
): ChangeableBasketItem & { variant: { id: number } } => {
  const { variantId = 4711, ...rest } = overrides;
  return {
    key: 'item-1',
    quantity: 2,
    customData: {},
    displayData: { size: 'M' },
    itemGroup: null,
    variant: { id: variantId },
    ...rest,
  };
};

const update = (
  quantity: number,
  customData: BasketItemCustomData,
  itemGroup: ItemGroup | null = null,
) => ({
  type: 'basket.updateItem',
  basketKey,
  itemKey: 'item-1',
  quantity,
  customData,
  displayData: { size: 'M' },
  itemGroup,
  options: { pricePromotionKey: customData.pricePromotionKey ?? 'default' },
});

const removal = { type: 'basket.deleteItem', basketKey, itemKey: 'item-1' };

describe('changing a basket line: update to old + change, delete, or nothing (spec §4)', () => {
  test.each([
    {
      case: 'plus one',
      item: line(),
      change: 1,
      expected: update(3, { pricePromotionKey: 'Promotion1' }),
    },
    {
      case: 'minus one',
      item: line({ quantity: 3, customData: { pricePromotionKey: 'Promotion1' } }),
      change: -1,
      expected: update(2, {}),
    },
    {
      case: 'up to the second scale',
      item: line({ quantity: 9, customData: { pricePromotionKey: 'Promotion1' } }),
      change: 1,
      expected: update(10, { pricePromotionKey: 'Promotion2' }),
    },
    {
      case: 'within a scale',
      item: line({ quantity: 4, customData: { pricePromotionKey: 'Promotion1' } }),
      change: 1,
      expected: update(5, { pricePromotionKey: 'Promotion1' }),
    },
    { case: 'down to zero deletes', item: line({ quantity: 1 }), change: -1, expected: removal },
    { case: 'below zero deletes', item: line({ quantity: 2 }), change: -5, expected: removal },
    {
      case: 'zero with unchanged key and text does nothing',
      item: line(),
      change: 0,
      expected: null,
    },
    {
      case: 'zero with a stale promotion key re-keys the line',
      item: line({ quantity: 4 }),
      change: 0,
      expected: update(4, { pricePromotionKey: 'Promotion1' }),
    },
    {
      case: 'zero with an outdated scale key falls back to default',
      item: line({ quantity: 2, customData: { pricePromotionKey: 'Promotion2' } }),
      change: 0,
      expected: update(2, {}),
    },
  ])('$case', ({ item, change, expected }) => {
    expect(planQuantityChange({ basketKey, item, change, scaleThresholds: scales })).toEqual(
      expected,
    );
  });

  test('other custom data survives an update', () => {
    const item = line({
      customData: { ffData: { ffCampaign: 'sommer' }, cPromo: { promotionId: 'p1' } },
    });
    expect(planQuantityChange({ basketKey, item, change: 1 })).toEqual(
      update(3, { ffData: { ffCampaign: 'sommer' }, cPromo: { promotionId: 'p1' } }),
    );
  });

  test('without scales the key is always default', () => {
    expect(planQuantityChange({ basketKey, item: line({ quantity: 50 }), change: 1 })).toEqual(
      update(51, {}),
    );
  });

  test.each<{
    case: string;
    item: ChangeableBasketItem;
    customText: CustomText | null;
    expected: unknown;
  }>([
    {
      case: 'a changed text updates at the same quantity',
      item: line({ customData: { customText: { text1: 'Mia' } }, itemGroup: group }),
      customText: { text1: 'Lena' },
      expected: update(2, { customText: { text1: 'Lena' } }, group),
    },
    {
      case: 'the same text does nothing',
      item: line({ customData: { customText: { text1: 'Mia' } }, itemGroup: group }),
      customText: { text1: 'Mia' },
      expected: null,
    },
    {
      case: 'a new row counts as a change',
      item: line({ customData: { customText: { text1: 'Mia' } }, itemGroup: group }),
      customText: { text1: 'Mia', text2: '2024' },
      expected: update(2, { customText: { text1: 'Mia', text2: '2024' } }, group),
    },
    {
      case: '"ohne" removes the engraving',
      item: line({ customData: { customText: { text1: 'Mia' } }, itemGroup: group }),
      customText: { text1: 'OHNE' },
      expected: update(2, {}, group),
    },
    {
      case: 'null removes the engraving',
      item: line({ customData: { customText: { text1: 'Mia' } }, itemGroup: group }),
      customText: null,
      expected: update(2, {}, group),
    },
    {
      case: '"ohne" on a line without engraving does nothing',
      item: line(),
      customText: { text1: 'ohne' },
      expected: null,
    },
    {
      case: 'an empty text on a line with stored "ohne" does nothing',
      item: line({ customData: { customText: { text1: 'ohne' } } }),
      customText: { text1: '' },
      expected: null,
    },
  ])('text edit: $case', ({ item, customText, expected }) => {
    expect(planQuantityChange({ basketKey, item, change: 0, customText })).toEqual(expected);
  });

  test('leaving the text out keeps the stored engraving', () => {
    const item = line({ customData: { customText: { text1: 'Mia' } }, itemGroup: group });
    expect(planQuantityChange({ basketKey, item, change: 1 })).toEqual(
      update(3, { customText: { text1: 'Mia' } }, group),
    );
  });

  test.each([
    { case: 'fractional change', item: line(), change: 0.5 },
    { case: 'NaN change', item: line(), change: Number.NaN },
    { case: 'infinite change', item: line(), change: Number.POSITIVE_INFINITY },
    { case: 'change as text', item: line(), change: '1' as unknown as number },
    { case: 'line with quantity 0', item: line({ quantity: 0 }), change: 1 },
    { case: 'line with fractional quantity', item: line({ quantity: 1.5 }), change: 1 },
    { case: 'line with NaN quantity', item: line({ quantity: Number.NaN }), change: 1 },
    {
      case: 'sum past the safe range',
      item: line({ quantity: Number.MAX_SAFE_INTEGER }),
      change: 1,
    },
  ])('no call for $case', ({ item, change }) => {
    expect(planQuantityChange({ basketKey, item, change })).toBeNull();
  });

  test('a line with missing custom and display data still updates', () => {
    const item = { ...line(), customData: undefined, displayData: undefined, itemGroup: undefined };
    expect(
      planQuantityChange({ basketKey, item: item as unknown as ChangeableBasketItem, change: 1 }),
    ).toEqual({ ...update(3, {}), displayData: {} });
  });

  test('removal is a delete call for the line', () => {
    expect(planItemRemoval(basketKey, 'item-1')).toEqual(removal);
  });
});

describe('adding to the basket: new line, joined line, or new engraving group (spec §4, §9)', () => {
  const input = (overrides: Partial<AddToBasketInput> = {}): AddToBasketInput => ({
    basketKey,
    items: [],
    variantId: 4711,
    quantity: 1,
    random: () => 0.5,
    ...overrides,
  });

  const add = (overrides: Record<string, unknown> = {}) => ({
    type: 'basket.addItem',
    basketKey,
    variantId: 4711,
    quantity: 1,
    customData: {},
    displayData: {},
    itemGroup: null,
    options: { pricePromotionKey: 'default' },
    ...overrides,
  });

  test.each([
    { case: 'into an empty basket', input: input(), expected: add() },
    {
      case: 'a quantity that reaches a scale',
      input: input({ quantity: 3, scaleThresholds: scales }),
      expected: add({
        quantity: 3,
        customData: { pricePromotionKey: 'Promotion1' },
        options: { pricePromotionKey: 'Promotion1' },
      }),
    },
    {
      case: 'with display and tracking data',
      input: input({
        displayData: { color: 'blau' },
        customData: { ffData: { ffCampaign: 'c1' } },
      }),
      expected: add({
        displayData: { color: 'blau' },
        customData: { ffData: { ffCampaign: 'c1' } },
      }),
    },
    {
      case: 'another variant is a new line',
      input: input({ items: [line({ variantId: 999 })] }),
      expected: add(),
    },
    {
      case: 'an engraved line of the variant is not joined',
      input: input({
        items: [line({ itemGroup: group, customData: { customText: { text1: 'Mia' } } })],
      }),
      expected: add(),
    },
    {
      case: 'a broken line of the variant is not joined',
      input: input({ items: [line({ quantity: Number.NaN })] }),
      expected: add(),
    },
    {
      case: '"ohne" is a plain add',
      input: input({ customText: { text1: ' Ohne ' } }),
      expected: add(),
    },
    {
      case: 'an engraving gets a new 8-digit group',
      input: input({ customText: { text1: 'Mia' } }),
      expected: add({
        customData: { customText: { text1: 'Mia' } },
        itemGroup: { id: '55000000', isMainItem: true, isRequired: true },
      }),
    },
    {
      case: 'an engraving is a new line even when the variant is in the basket',
      input: input({ items: [line()], customText: { text1: 'Mia' }, random: () => 0 }),
      expected: add({
        customData: { customText: { text1: 'Mia' } },
        itemGroup: { id: '10000000', isMainItem: true, isRequired: true },
      }),
    },
  ])('$case', ({ input: given, expected }) => {
    expect(planAddToBasket(given)).toEqual(expected);
  });

  test('the same plain variant joins its line: new quantity = old + added', () => {
    expect(
      planAddToBasket(
        input({ items: [line({ variantId: 999 }), line()], quantity: 2, scaleThresholds: scales }),
      ),
    ).toEqual(update(4, { pricePromotionKey: 'Promotion1' }));
  });

  test('random is drawn only for an engraving', () => {
    let draws = 0;
    const random = () => {
      draws += 1;
      return 0.25;
    };
    planAddToBasket(input({ random }));
    planAddToBasket(input({ random, customText: { text1: 'ohne' } }));
    expect(draws).toBe(0);
    planAddToBasket(input({ random, customText: { text1: 'Mia' } }));
    expect(draws).toBe(1);
  });

  test.each([
    { case: 'quantity 0', input: input({ quantity: 0 }) },
    { case: 'negative quantity', input: input({ quantity: -1 }) },
    { case: 'fractional quantity', input: input({ quantity: 1.5 }) },
    { case: 'NaN quantity', input: input({ quantity: Number.NaN }) },
    { case: 'variant id 0', input: input({ variantId: 0 }) },
    { case: 'fractional variant id', input: input({ variantId: 47.11 }) },
    { case: 'variant id as text', input: input({ variantId: '4711' as unknown as number }) },
  ])('no call for $case', ({ input: given }) => {
    expect(planAddToBasket(given)).toBeNull();
  });
});
