import { describe, expect, test } from 'vitest';
import { shareEqualValues } from './shared-values.server';

describe('shareEqualValues (loader data with each repeated part sent once)', () => {
  test('reads the same as its input and leaves the input as it was', () => {
    const input = {
      links: [{ href: '/a/' }, { href: '/a/' }, { href: '/b/' }],
      empty: [[], []],
      price: { withTax: 1999, reference: null, rating: undefined },
    };
    const before = structuredClone(input);
    const shared = shareEqualValues(input);
    expect(shared).toStrictEqual(before);
    expect(input).toStrictEqual(before);
    expect(shared).not.toBe(input);
  });

  test('equal objects and arrays become one instance, wherever they are', () => {
    const shared = shareEqualValues({
      header: [{ href: '/a/', label: 'A' }],
      footer: { columns: [{ links: [{ href: '/a/', label: 'A' }] }] },
      leaves: [{ children: [] }, { children: [] }],
    });
    expect(shared.header[0]).toBe(shared.footer.columns[0]?.links[0]);
    expect(shared.leaves[0]).toBe(shared.leaves[1]);
  });

  test.each([
    { case: 'a number and its text', a: { value: 1 }, b: { value: '1' } },
    { case: 'zero and minus zero', a: { value: 0 }, b: { value: -0 } },
    { case: 'null and undefined', a: { value: null }, b: { value: undefined } },
    { case: 'a missing field and an undefined one', a: {}, b: { value: undefined } },
    { case: 'the same fields in another order', a: { x: 1, y: 2 }, b: { y: 2, x: 1 } },
    { case: 'an array and an object of its indices', a: ['x'], b: { 0: 'x' } },
    { case: 'the text "null" and null', a: { value: 'null' }, b: { value: null } },
  ])('tells apart what the stream tells apart: $case', ({ a, b }) => {
    const shared = shareEqualValues([a, b]);
    expect(shared[0]).not.toBe(shared[1]);
    expect(shared).toStrictEqual([a, b]);
  });

  test('anything but plain data is kept as it is and shared with nothing', () => {
    const day = new Date('2026-01-01T00:00:00Z');
    const pending = Promise.resolve(1);
    const shared = shareEqualValues({ day, pending, again: new Date(day), list: [{ day }] });
    expect(shared.day).toBe(day);
    expect(shared.pending).toBe(pending);
    expect(shared.again).not.toBe(day);
    expect(shared.list[0]?.day).toBe(day);
  });

  test('primitives at the top pass through', () => {
    expect(shareEqualValues('x')).toBe('x');
    expect(shareEqualValues(null)).toBe(null);
  });
});
