import { guestSchema, registerSchema } from '@vitrine/domain';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import { resolverMessages, schemaResolver } from './schema-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

const register = {
  first_name: 'Rita',
  last_name: 'Register',
  gender: 'f',
  email: 'rita@example.de',
  register_password: 'Sommerwind-Apfel7',
  newsletter: 'false',
};

describe('the browser checks a sign-up with the schema the server applies (§5)', () => {
  test('a valid form passes as typed (the page posts the form itself)', async () => {
    const result = await schemaResolver(registerSchema)(register, undefined, options);
    expect(result).toEqual({ values: register, errors: {} });
  });

  test.each([
    {
      rule: 'every failed password rule at once, with its placeholder values',
      form: { ...register, register_password: 'kurz' },
      field: 'register_password',
      messages: [
        { key: 'reset-password.fields.new-password.min', params: { min: 10 } },
        { key: 'reset-password.fields.new-password.uppercase', params: {} },
      ],
    },
    {
      rule: 'an unchosen salutation (react-hook-form reads an unchecked radio group as null)',
      form: { ...register, gender: null },
      field: 'gender',
      messages: [{ key: 'validation.required', params: {} }],
    },
    {
      rule: 'an unanswered newsletter question',
      form: { ...register, newsletter: null },
      field: 'newsletter',
      messages: [{ key: 'validation.required', params: {} }],
    },
  ])('$rule', async ({ form, field, messages }) => {
    const result = await schemaResolver(registerSchema)(form, undefined, options);
    expect(Object.keys(result.errors)).toEqual([field]);
    expect(resolverMessages(result.errors[field] as never)).toEqual(messages);
  });

  test('the guest group does not ask for a password', async () => {
    const { register_password: _password, ...guest } = register;
    expect((await schemaResolver(guestSchema)(guest, undefined, options)).errors).toEqual({});
  });

  test('no error, no messages', () => {
    expect(resolverMessages(undefined)).toEqual([]);
  });
});
