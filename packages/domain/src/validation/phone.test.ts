import { describe, expect, test } from 'vitest';
import { phoneSchema } from './phone';

describe('phoneSchema: an optional phone number of the account (personal data, address book)', () => {
  test.each([
    { typed: '+49 221 123456', parsed: '+49 221 123456' },
    { typed: '  0221/123-45 ', parsed: '0221/123-45' },
    { typed: '(0)221 12', parsed: undefined, invalid: true },
    { typed: '1234', parsed: '1234' },
    { typed: '', parsed: undefined },
    { typed: '   ', parsed: undefined },
    { typed: undefined, parsed: undefined },
  ])('"$typed" is taken as $parsed', ({ typed, parsed, invalid }) => {
    const result = phoneSchema.safeParse(typed);
    expect(result.success).toBe(!invalid);
    if (result.success) expect(result.data).toBe(parsed);
  });

  test.each([
    { typed: '123', key: 'validation.invalid' },
    { typed: 'call me', key: 'validation.invalid' },
    { typed: '+49 221 12345678901234567890123', key: 'validation.max-length' },
  ])('"$typed" is refused with $key', ({ typed, key }) => {
    expect(phoneSchema.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([key]);
  });
});
