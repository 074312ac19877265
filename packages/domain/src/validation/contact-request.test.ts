import { describe, expect, test } from 'vitest';
import {
  contactRequestLimits,
  contactRequestSchema,
  contactRequestSchemaFor,
} from './contact-request';

const valid = {
  subject: 'order',
  name: 'Max Muster',
  email: 'max@example.de',
  message: 'Wo bleibt mein Paket?',
};

function keysOf(input: Record<string, unknown>, schema = contactRequestSchema) {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path.join('.'), key: issue.message }));
}

describe('the contact form: one schema for the form, its post, the /api call and the engine (issue 18)', () => {
  test.each([
    { field: 'message', limit: contactRequestLimits.message },
    { field: 'subject', limit: contactRequestLimits.subject },
    { field: 'order_number', limit: contactRequestLimits.orderNumber },
  ])(
    '$field: $limit characters are taken, one more is "validation.max-length"',
    ({ field, limit }) => {
      expect(keysOf({ ...valid, [field]: 'a'.repeat(limit) })).toEqual([]);
      expect(keysOf({ ...valid, [field]: 'a'.repeat(limit + 1) })).toEqual([
        { field, key: 'validation.max-length' },
      ]);
    },
  );

  test('the limits are the engine’s: a message of 5000, a subject of 80, an order number of 30', () => {
    expect(contactRequestLimits).toEqual({
      subject: 80,
      name: 121,
      orderNumber: 30,
      messageMin: 10,
      message: 5000,
    });
  });

  test.each([
    { name: 'x'.repeat(121), keys: [] },
    { name: 'x'.repeat(122), keys: [{ field: 'name', key: 'validation.max-length' }] },
    { name: 'Zoë Müller-Lüdenscheidt', keys: [] },
    { name: 'Max & Co', keys: [{ field: 'name', key: 'validation.name-characters' }] },
    { name: '   ', keys: [{ field: 'name', key: 'validation.required' }] },
  ])(
    'the name "$name" (§5 name characters, a first and a last name long): $keys',
    ({ name, keys }) => {
      expect(keysOf({ ...valid, name })).toEqual(keys);
    },
  );

  test.each([
    { message: 'a'.repeat(10), keys: [] },
    { message: 'a'.repeat(9), keys: [{ field: 'message', key: 'validation.min-length' }] },
    { message: 'Guten Tag,\r\n\tmein Paket fehlt.', keys: [] },
    {
      message: 'Guten Tag,\u0000 mein Paket',
      keys: [{ field: 'message', key: 'validation.invalid' }],
    },
    { message: '', keys: [{ field: 'message', key: 'validation.required' }] },
  ])(
    'the message $message: $keys (line breaks and tabs are text, other control characters not)',
    ({ message, keys }) => {
      expect(keysOf({ ...valid, message })).toEqual(keys);
    },
  );

  test('a line break in the subject is refused', () => {
    expect(keysOf({ ...valid, subject: 'or\nder' })).toEqual([
      { field: 'subject', key: 'validation.invalid' },
    ]);
  });

  test('an empty order number is none', () => {
    expect(contactRequestSchema.parse({ ...valid, order_number: '  ' }).order_number).toBe(
      undefined,
    );
  });

  const subjects = [
    { key: 'order', requiresOrderNumber: true },
    { key: 'product', requiresOrderNumber: false },
  ];
  test.each([
    { input: { ...valid, subject: 'product' }, keys: [] },
    { input: { ...valid, order_number: '100234' }, keys: [] },
    { input: valid, keys: [{ field: 'order_number', key: 'validation.required' }] },
    {
      input: { ...valid, subject: 'elsewhere' },
      keys: [{ field: 'subject', key: 'validation.invalid-choice' }],
    },
  ])(
    'with the layout’s subjects: $input.subject, order number $input.order_number → $keys',
    ({ input, keys }) => {
      expect(keysOf(input, contactRequestSchemaFor(subjects))).toEqual(keys);
    },
  );
});
