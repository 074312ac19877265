import { describe, expect, test } from 'vitest';
import { passwordGuide } from './password-guide';

const metByRule = (password: string | null | undefined) =>
  Object.fromEntries(passwordGuide(password).map((rule) => [rule.key.split('.').at(-1), rule.met]));

describe('password guide (spec §5)', () => {
  test.each([
    {
      password: '',
      expected: { min: false, max: false, lowercase: false, uppercase: false, 'no-spaces': false },
    },
    {
      password: null,
      expected: { min: false, max: false, lowercase: false, uppercase: false, 'no-spaces': false },
    },
    {
      password: 'kurz',
      expected: { min: false, max: true, lowercase: true, uppercase: false, 'no-spaces': true },
    },
    {
      password: 'Sommerwiese24',
      expected: { min: true, max: true, lowercase: true, uppercase: true, 'no-spaces': true },
    },
    {
      password: 'Sommer wiese',
      expected: { min: true, max: true, lowercase: true, uppercase: true, 'no-spaces': false },
    },
    {
      password: 'ÄPFELUNDBIRNEN',
      expected: { min: true, max: true, lowercase: false, uppercase: true, 'no-spaces': true },
    },
    {
      password: 'Aa'.repeat(16),
      expected: { min: true, max: false, lowercase: true, uppercase: true, 'no-spaces': true },
    },
  ])('"$password" meets $expected', ({ password, expected }) => {
    expect(metByRule(password)).toEqual(expected);
  });

  test('gives the length limits as values for the messages', () => {
    const values = passwordGuide('x').map((rule) => rule.values);
    expect(values.slice(0, 2)).toEqual([{ min: 10 }, { max: 30 }]);
  });
});
