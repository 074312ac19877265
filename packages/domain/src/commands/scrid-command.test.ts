import { describe, expect, test } from 'vitest';
import { isValidScrid, scridCommand } from './scrid-command';

describe('scrid query command (spec §2)', () => {
  test.each([
    { scrid: '12345', expected: true },
    { scrid: 'AbC1', expected: true },
    { scrid: '1', expected: true },
    { scrid: '123456', expected: false },
    { scrid: '', expected: false },
    { scrid: 'ab-1', expected: false },
    { scrid: ' 123', expected: false },
    { scrid: 'äbc', expected: false },
    { scrid: '１２３', expected: false },
    { scrid: null, expected: false },
    { scrid: undefined, expected: false },
  ])('$scrid is valid: $expected', ({ scrid, expected }) => {
    expect(isValidScrid(scrid)).toBe(expected);
  });

  test.each([
    { search: '?scrid=12345', consent: true, expected: { type: 'scrid.store', scrid: '12345' } },
    { search: '?a=1&scrid=Ab1', consent: true, expected: { type: 'scrid.store', scrid: 'Ab1' } },
    { search: '?scrid=12345', consent: false, expected: null },
    { search: '?scrid=123456', consent: true, expected: null },
    { search: '?scrid=%20123', consent: true, expected: null },
    { search: '?scrid=', consent: true, expected: null },
    { search: '?other=1', consent: true, expected: null },
    { search: null, consent: true, expected: null },
  ])('$search with payback consent $consent stores $expected', ({ search, consent, expected }) => {
    expect(scridCommand({ search, paybackConsent: consent })).toEqual(expected);
  });
});
