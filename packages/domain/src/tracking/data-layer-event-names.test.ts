import { describe, expect, expectTypeOf, test } from 'vitest';
import { type DataLayerEventName, dataLayerEventNames } from './data-layer-event-names';

describe('the names of the §4 data-layer events', () => {
  test('every event type’s name is listed, once', () => {
    expectTypeOf<(typeof dataLayerEventNames)[number]>().toEqualTypeOf<DataLayerEventName>();
    expect(new Set(dataLayerEventNames).size).toBe(dataLayerEventNames.length);
  });

  test.each([
    'view_item_list',
    'select_item',
    'view_item',
    'add_to_cart',
    'remove_from_cart',
    'view_cart',
    'begin_checkout',
    'purchase',
    'view_promotion',
    'login',
    'sign_up',
  ])('%s is one (§4 tracking events)', (name) => {
    expect(dataLayerEventNames).toContain(name);
  });
});
