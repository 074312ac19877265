import { describe, expect, test } from 'vitest';
import { personalDataFormSchema } from './personal-data';

const valid = { gender: 'f', first_name: 'Zoë', last_name: 'Müller-Lüdenscheidt', phone: '' };

function messages(input: Record<string, unknown>) {
  const parsed = personalDataFormSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('personalDataFormSchema: the personal-data form (issue 19, §5 name rules)', () => {
  test('takes Unicode names, trims them and leaves an empty phone out', () => {
    expect(
      personalDataFormSchema.parse({ ...valid, first_name: '  François  ', gender: ' M ' }),
    ).toEqual({ gender: 'm', first_name: 'François', last_name: 'Müller-Lüdenscheidt' });
  });

  test.each([
    { change: { first_name: '' }, expected: ['first_name: validation.required'] },
    { change: { last_name: "D'Artagnan" }, expected: ['last_name: validation.name-characters'] },
    { change: { last_name: '..' }, expected: ['last_name: validation.name-characters'] },
    { change: { first_name: 'A'.repeat(61) }, expected: ['first_name: validation.max-length'] },
    { change: { gender: '' }, expected: ['gender: validation.required'] },
    { change: { gender: 'x' }, expected: ['gender: validation.invalid-choice'] },
    { change: { phone: 'nachts' }, expected: ['phone: validation.invalid'] },
  ])('refuses $change with the §5 message', ({ change, expected }) => {
    expect(messages({ ...valid, ...change })).toEqual(expected);
  });

  test('requires the salutation when it is not posted at all (nothing is preselected)', () => {
    const { gender: _left, ...withoutGender } = valid;
    expect(messages(withoutGender)).toEqual(['gender: validation.required']);
  });
});
