import { describe, expect, test } from 'vitest';
import { aBasketItem, aProduct, aVariant } from '../tracking/test-fixtures';
import { basketLineView, cleanedLineNames } from './basket-line-view';

describe('a basket line as the basket page sends it (spec §2 basket product card)', () => {
  test('keeps the line’s variant and first valid picture, drops what the card never shows', () => {
    const variant = aVariant({ id: 502, referenceKey: '123456_02' });
    const line = aBasketItem({
      variant,
      product: aProduct({ images: [{ src: '' }, { src: 'pram-2.webp' }, { src: 'pram-3.webp' }] }),
    });
    const { item } = basketLineView(line);
    expect(item.product.variants).toEqual([variant]);
    expect(item.product.images).toEqual([{ src: 'pram-2.webp' }]);
    expect(item.product.categories).toEqual([]);
    expect(item.product.priceRange).toBeNull();
    expect(item.price).toBe(line.price);
    expect(item.key).toBe(line.key);
  });

  test.each([
    [{ pricePromotionKey: 'Promotion2' }, 'Promotion2'],
    [{}, 'default'],
    // A stored key the spec does not know is no reached scale (§4 Promotion{n} else default).
    [{ pricePromotionKey: 'Promotion9' }, 'default'],
  ])('the scale-price key of %j is %s (§4)', (customData, key) => {
    expect(basketLineView(aBasketItem({ customData })).pricePromotionKey).toBe(key);
  });

  test.each([
    [null, false],
    [{ id: '12345678', isMainItem: true, isRequired: false }, false],
    [{ id: '12345678', isMainItem: false, isRequired: true }, true],
    [{ id: '12345678', isMainItem: false, isRequired: false }, false],
  ])('a line of group %j follows its main item: %s (§3 itemGroup)', (itemGroup, follows) => {
    expect(basketLineView(aBasketItem({ itemGroup })).followsMainItem).toBe(follows);
  });
});

describe('what basket cleaning tells the shopper (spec §4, §9)', () => {
  const line = (key: string, name: string) => aBasketItem({ key, product: aProduct({ name }) });
  test('names the deleted lines once, in basket order', () => {
    const before = [line('a', 'Babyphone'), line('b', 'Schnuller'), line('c', 'Babyphone')];
    expect(cleanedLineNames(before, [before[1] as never])).toEqual(['Babyphone']);
  });
  test('names none when nothing was deleted', () => {
    const before = [line('a', 'Babyphone')];
    expect(cleanedLineNames(before, before)).toEqual([]);
  });
});
