import { describe, expect, test } from 'vitest';
import { orderStatuses } from '../checkout/order-status';
import { toFieldErrors } from '../validation/field-errors';
import {
  complainableLines,
  complaintFormSchema,
  complaintItemProblems,
  complaintQuantityField,
  complaintReasons,
} from './order-complaint';

const lines = [
  { id: 7, quantity: 2 },
  { id: 8, quantity: 1 },
  { id: 9, quantity: 3 },
];

describe('which orders and lines a complaint may name (spec §1 order complaints, issue 19)', () => {
  test.each(
    orderStatuses.map((status) => ({
      status,
      expected:
        status === 'shipped' || status === 'delivered'
          ? [
              { id: 7, maxQuantity: 2 },
              { id: 8, maxQuantity: 1 },
              { id: 9, maxQuantity: 3 },
            ]
          : [],
    })),
  )('$status order: each line up to what was delivered, or none', ({ status, expected }) => {
    expect(complainableLines(status, lines)).toEqual(expected);
  });

  test('a line without goods has nothing to complain about', () => {
    expect(complainableLines('delivered', [{ id: 1, quantity: 0 }])).toEqual([]);
  });

  // Issue 19 "no more than delivered": what the order's parcels hold is what was delivered.
  test.each([
    {
      name: 'parcels that hold everything: each line up to its quantity',
      shipped: [
        { lineId: 7, quantity: 2 },
        { lineId: 8, quantity: 1 },
        { lineId: 9, quantity: 3 },
      ],
      expected: [
        { id: 7, maxQuantity: 2 },
        { id: 8, maxQuantity: 1 },
        { id: 9, maxQuantity: 3 },
      ],
    },
    {
      name: 'one parcel of part of the order: its quantities; a line it does not hold, none',
      shipped: [
        { lineId: 7, quantity: 1 },
        { lineId: 9, quantity: 2 },
      ],
      expected: [
        { id: 7, maxQuantity: 1 },
        { id: 9, maxQuantity: 2 },
      ],
    },
    {
      name: 'two parcels of one line count together',
      shipped: [
        { lineId: 9, quantity: 1 },
        { lineId: 9, quantity: 2 },
      ],
      expected: [{ id: 9, maxQuantity: 3 }],
    },
    {
      name: 'a parcel reported with more than the line: no more than ordered',
      shipped: [{ lineId: 8, quantity: 5 }],
      expected: [{ id: 8, maxQuantity: 1 }],
    },
    {
      name: 'no parcel reported (shipped by status alone): the whole order',
      shipped: [],
      expected: [
        { id: 7, maxQuantity: 2 },
        { id: 8, maxQuantity: 1 },
        { id: 9, maxQuantity: 3 },
      ],
    },
  ])('$name', ({ shipped, expected }) => {
    for (const status of ['shipped', 'delivered'] as const) {
      expect(complainableLines(status, lines, shipped)).toEqual(expected);
    }
    expect(complainableLines('paid', lines, shipped)).toEqual([]);
  });
});

describe('no more of a line than was delivered (issue 19)', () => {
  const complainable = complainableLines('delivered', lines);
  test.each([
    { items: [{ lineId: 7, quantity: 2 }], expected: [] },
    {
      items: [
        { lineId: 7, quantity: 1 },
        { lineId: 9, quantity: 3 },
      ],
      expected: [],
    },
    {
      items: [{ lineId: 7, quantity: 3 }],
      expected: [{ index: 0, problem: 'moreThanDelivered', max: 2 }],
    },
    {
      name: 'a line named twice counts both quantities',
      items: [
        { lineId: 8, quantity: 1 },
        { lineId: 8, quantity: 1 },
      ],
      expected: [{ index: 1, problem: 'moreThanDelivered', max: 1 }],
    },
    { items: [{ lineId: 99, quantity: 1 }], expected: [{ index: 0, problem: 'unknownLine' }] },
  ])(
    '$items.0.lineId × $items.0.quantity …: $expected.length problem(s)',
    ({ items, expected }) => {
      expect(complaintItemProblems(complainable, items)).toEqual(expected);
    },
  );

  test('nothing of an order that has not shipped', () => {
    expect(
      complaintItemProblems(complainableLines('paid', lines), [{ lineId: 7, quantity: 1 }]),
    ).toEqual([{ index: 0, problem: 'unknownLine' }]);
  });
});

describe('the complaint form: articles and quantities, reason, comment (issue 19)', () => {
  const schema = complaintFormSchema(complainableLines('delivered', lines));
  const field = complaintQuantityField;

  test.each([
    {
      name: 'two of three articles',
      form: { [field(7)]: '2', [field(8)]: '0', [field(9)]: '1', reason: 'damaged' },
      expected: {
        items: [
          { lineId: 7, quantity: 2 },
          { lineId: 9, quantity: 1 },
        ],
        reason: 'damaged',
        comment: '',
      },
    },
    {
      name: 'empty and missing quantities are none; the comment is trimmed',
      form: { [field(7)]: '', [field(8)]: ' 1 ', reason: 'other', comment: '  Karton nass  ' },
      expected: { items: [{ lineId: 8, quantity: 1 }], reason: 'other', comment: 'Karton nass' },
    },
  ])('$name', ({ form, expected }) => {
    expect(schema.parse(form)).toEqual(expected);
  });

  test.each([
    {
      name: 'more than delivered',
      form: { [field(7)]: '3', reason: 'damaged' },
      errors: [{ field: field(7), key: 'validation.max-value', params: { max: 2 } }],
    },
    {
      name: 'no article',
      form: { [field(7)]: '0', reason: 'damaged' },
      errors: [{ field: 'items', key: 'validation.required', params: {} }],
    },
    {
      name: 'no reason',
      form: { [field(7)]: '1' },
      errors: [{ field: 'reason', key: 'validation.invalid-choice', params: {} }],
    },
    {
      name: 'a reason not on the list',
      form: { [field(7)]: '1', reason: 'boredom' },
      errors: [{ field: 'reason', key: 'validation.invalid-choice', params: {} }],
    },
    {
      name: 'a quantity that is no whole number',
      form: { [field(7)]: '1.5', reason: 'damaged' },
      errors: [{ field: field(7), key: 'validation.numeric', params: {} }],
    },
    {
      name: 'a negative quantity',
      form: { [field(7)]: '-1', reason: 'damaged' },
      errors: [{ field: field(7), key: 'validation.numeric', params: {} }],
    },
    {
      name: 'a comment over 2000 characters',
      form: { [field(7)]: '1', reason: 'damaged', comment: 'x'.repeat(2001) },
      errors: [{ field: 'comment', key: 'validation.max-length', params: { max: 2000 } }],
    },
  ])('refuses $name at its field', ({ form, errors }) => {
    const parsed = schema.safeParse(form);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(toFieldErrors(parsed.error)).toEqual(errors);
  });

  test('offers the five reasons in order', () => {
    expect(complaintReasons).toEqual(['damaged', 'wrongItem', 'missingItem', 'defective', 'other']);
  });
});
