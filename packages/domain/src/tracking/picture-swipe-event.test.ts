import { describe, expect, test } from 'vitest';
import { pictureSwipeAt, pictureSwipeEvent } from './picture-swipe-event';
import { aProduct, externalVisitor, internalVisitor } from './test-fixtures';

describe('picture swipe (spec §4)', () => {
  const product = aProduct();

  test('names the product and the picture swiped to', () => {
    expect(pictureSwipeEvent({ product, imageIndex: 1 }, externalVisitor)).toEqual({
      event: 'picture_swipe',
      item_id: '123456',
      item_name: 'Kinderwagen Sonnenschein',
      image_index: 1,
    });
  });

  test.each([
    { imageIndex: -1 },
    { imageIndex: 1.5 },
    { imageIndex: Number.NaN },
    { imageIndex: Number.POSITIVE_INFINITY },
  ])('reports the malformed index $imageIndex as 0', ({ imageIndex }) => {
    expect(pictureSwipeEvent({ product, imageIndex }, externalVisitor).image_index).toBe(0);
  });

  test('uses the variant’s article number and marks internal traffic', () => {
    const variant = product.variants[1];
    expect(pictureSwipeEvent({ product, variant, imageIndex: 0 }, internalVisitor)).toMatchObject({
      item_id: '123456',
      traffic_type: 'internal',
    });
  });
});

describe('the product page reports each swipe from the event its loader built (spec §4 picture swipe)', () => {
  const built = pictureSwipeEvent({ product: aProduct(), imageIndex: 0 }, internalVisitor);

  test.each([
    { imageIndex: 3, expected: 3 },
    { imageIndex: 0, expected: 0 },
    { imageIndex: -2, expected: 0 },
    { imageIndex: 2.5, expected: 0 },
    { imageIndex: Number.NaN, expected: 0 },
  ])('picture $imageIndex is reported as $expected, the rest kept', ({ imageIndex, expected }) => {
    expect(pictureSwipeAt(built, imageIndex)).toEqual({ ...built, image_index: expected });
  });
});
