import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { loginSchema, registerSchema } from './auth-forms';
import { toFieldErrors } from './field-errors';
import { tagManagerIdSchema } from './tag-manager-id';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
};

describe('field errors from a Zod error (spec §5)', () => {
  test('names each field and keeps the order of the rules', () => {
    expect(errorsOf(loginSchema, { email: 'x' })).toEqual([
      { field: 'email', key: 'validation.email', params: {} },
      { field: 'password', key: 'validation.required', params: {} },
    ]);
  });

  test('adds the limits of the password rules as parameters', () => {
    expect(
      errorsOf(registerSchema.pick({ register_password: true }), { register_password: 'Ab' }),
    ).toEqual([
      {
        field: 'register_password',
        key: 'reset-password.fields.new-password.min',
        params: { min: 10 },
      },
    ]);
    expect(
      errorsOf(registerSchema.pick({ register_password: true }), {
        register_password: `A${'b'.repeat(30)}`,
      }),
    ).toEqual([
      {
        field: 'register_password',
        key: 'reset-password.fields.new-password.max',
        params: { max: 30 },
      },
    ]);
  });

  test('passes the tag-manager suggestion on', () => {
    expect(errorsOf(tagManagerIdSchema, 'gtm-ab12c')).toEqual([
      { field: '', key: 'validation.tag-manager-id', params: { suggestion: 'GTM-AB12C' } },
    ]);
  });

  test('keeps only text and number parameters of custom issues', () => {
    const schema = z.string().superRefine((_, context) => {
      context.addIssue({
        code: 'custom',
        message: 'validation.invalid',
        params: { min: 3, label: 'x', nested: { a: 1 }, flag: true },
      });
    });
    expect(errorsOf(schema, 'a')).toEqual([
      { field: '', key: 'validation.invalid', params: { min: 3, label: 'x' } },
    ]);
  });

  test('joins nested paths with dots', () => {
    const schema = z.object({ items: z.array(z.object({ quantity: z.number().min(1) })) });
    expect(errorsOf(schema, { items: [{ quantity: 1 }, { quantity: 0 }] })).toEqual([
      { field: 'items.1.quantity', key: 'validation.min-value', params: { min: 1 } },
    ]);
  });

  test.each([
    {
      name: 'a missing text',
      schema: z.string(),
      input: undefined,
      key: 'validation.required',
      params: {},
    },
    {
      name: 'a text for a number',
      schema: z.number(),
      input: 'zwölf',
      key: 'validation.numeric',
      params: {},
    },
    {
      name: 'NaN for a number',
      schema: z.number(),
      input: Number.NaN,
      key: 'validation.numeric',
      params: {},
    },
    {
      name: 'an empty required text',
      schema: z.string().min(1),
      input: '',
      key: 'validation.required',
      params: { min: 1 },
    },
    {
      name: 'a short text',
      schema: z.string().min(5),
      input: 'abc',
      key: 'validation.min-length',
      params: { min: 5 },
    },
    {
      name: 'a long text',
      schema: z.string().max(3),
      input: 'abcd',
      key: 'validation.max-length',
      params: { max: 3 },
    },
    {
      name: 'a small number',
      schema: z.number().min(1),
      input: -1,
      key: 'validation.min-value',
      params: { min: 1 },
    },
    {
      name: 'a big number',
      schema: z.number().max(9),
      input: 10,
      key: 'validation.invalid',
      params: { max: 9 },
    },
    {
      name: 'a short list',
      schema: z.array(z.string()).min(1),
      input: [],
      key: 'validation.invalid',
      params: { min: 1 },
    },
    {
      name: 'a malformed e-mail',
      schema: z.email(),
      input: 'x@',
      key: 'validation.email',
      params: {},
    },
    {
      name: 'a malformed url',
      schema: z.url(),
      input: 'nope',
      key: 'validation.invalid',
      params: {},
    },
    {
      name: 'a value outside a list',
      schema: z.enum(['a', 'b']),
      input: 'c',
      key: 'validation.invalid-choice',
      params: {},
    },
    {
      name: 'an unexpected field',
      schema: z.strictObject({}),
      input: { x: 1 },
      key: 'validation.invalid',
      params: {},
    },
  ])('maps $name from a schema without our keys to $key', ({ schema, input, key, params }) => {
    expect(errorsOf(schema, input)).toEqual([{ field: '', key, params }]);
  });
});
