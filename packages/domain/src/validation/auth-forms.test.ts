import { describe, expect, test } from 'vitest';
import {
  guestSchema,
  loginSchema,
  registerSchema,
  registerSchemaWithLeakCheck,
  resetSchema,
} from './auth-forms';
import { toFieldErrors } from './field-errors';
import { passwordLeakQuery } from './password-leak-check';

const register = {
  first_name: ' Zoë ',
  last_name: 'van der Berg',
  gender: 'd',
  email: ' Zoe@Example.NL ',
  register_password: 'Sommer2024x',
  newsletter: 'on',
};

describe('auth form groups (spec §5)', () => {
  test('login reads email and password', () => {
    expect(loginSchema.parse({ email: 'Anna@Example.de', password: 'x', remember: 'on' })).toEqual({
      email: 'anna@example.de',
      password: 'x',
    });
  });

  test('register reads the six fields of an HTML form post', () => {
    expect(registerSchema.parse({ ...register, submit: 'Registrieren' })).toEqual({
      first_name: 'Zoë',
      last_name: 'van der Berg',
      gender: 'd',
      email: 'zoe@example.nl',
      register_password: 'Sommer2024x',
      newsletter: true,
    });
  });

  test.each([
    { name: 'register', schema: registerSchema as typeof guestSchema },
    { name: 'guest', schema: guestSchema },
  ])(
    '$name requires gender and newsletter: not posted or left blank is refused (§5)',
    ({ schema }) => {
      const { gender: _gender, newsletter: _newsletter, ...posted } = register;
      for (const form of [posted, { ...posted, gender: '', newsletter: ' ' }]) {
        const result = schema.safeParse(form);
        expect(result.error ? toFieldErrors(result.error) : []).toEqual([
          { field: 'gender', key: 'validation.required', params: {} },
          { field: 'newsletter', key: 'validation.required', params: {} },
        ]);
      }
    },
  );

  test('a newsletter answered "no" is an answer: false', () => {
    expect(registerSchema.parse({ ...register, newsletter: 'false' }).newsletter).toBe(false);
  });

  test('guest reads names, gender, email and newsletter, and no password', () => {
    expect(guestSchema.parse({ ...register, newsletter: 'false' })).toEqual({
      first_name: 'Zoë',
      last_name: 'van der Berg',
      gender: 'd',
      email: 'zoe@example.nl',
      newsletter: false,
    });
  });

  test('reset reads the email only', () => {
    expect(resetSchema.parse({ email: ' A@B.DE ', password: 'x' })).toEqual({ email: 'a@b.de' });
  });

  test.each([
    {
      name: 'login',
      schema: loginSchema,
      fields: ['email', 'password'],
    },
    {
      name: 'register',
      schema: registerSchema,
      fields: ['first_name', 'last_name', 'gender', 'email', 'register_password', 'newsletter'],
    },
    {
      name: 'guest',
      schema: guestSchema,
      fields: ['first_name', 'last_name', 'gender', 'email', 'newsletter'],
    },
    { name: 'reset', schema: resetSchema, fields: ['email'] },
  ])('an empty $name form reports every required field', ({ schema, fields }) => {
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error ? toFieldErrors(result.error).map((error) => error.field) : []).toEqual(
      fields,
    );
  });

  test.each([{ input: null }, { input: 'email=a@b.de' }, { input: [] }])(
    'rejects a body that is not a form: $input',
    ({ input }) => {
      expect(loginSchema.safeParse(input).success).toBe(false);
    },
  );
});

describe('register form with leak check (spec §5)', () => {
  test('reports a leaked password on register_password', async () => {
    const { suffix } = passwordLeakQuery(register.register_password);
    const schema = registerSchemaWithLeakCheck(async () => `${suffix}:10`);
    const result = await schema.safeParseAsync(register);
    expect(result.error ? toFieldErrors(result.error) : []).toEqual([
      { field: 'register_password', key: 'reset-password.fields.new-password.leaked', params: {} },
    ]);
  });

  test('accepts the form when the password is not listed', async () => {
    const schema = registerSchemaWithLeakCheck(async () => []);
    expect((await schema.safeParseAsync(register)).success).toBe(true);
  });
});
