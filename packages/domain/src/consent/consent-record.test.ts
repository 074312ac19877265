import { describe, expect, test } from 'vitest';
import { parseConsentDefinition } from './consent-definition';
import { consentRecordSchema, consentsOf } from './consent-record';
import { defaultConsent } from './default-consent';

const valid = {
  action: 'acceptAll',
  shopId: 'baby-de',
  href: 'https://www.example.de/kinderwagen/',
  version: '1',
  consents: { storage: true, econda: true },
};

describe('proof-of-consent record (GDPR Art. 7(1), §7 consent call)', () => {
  test.each([
    { name: 'a whole record', input: valid, ok: true },
    { name: 'an unknown action', input: { ...valid, action: 'maybe' }, ok: false },
    { name: 'a relative page', input: { ...valid, href: '/kinderwagen/' }, ok: false },
    { name: 'a script page', input: { ...valid, href: 'javascript:alert(1)' }, ok: false },
    { name: 'no version', input: { ...valid, version: '' }, ok: false },
    { name: 'a shop id with spaces', input: { ...valid, shopId: 'baby de' }, ok: false },
    {
      name: 'a status that is no boolean',
      input: { ...valid, consents: { storage: 'yes' } },
      ok: false,
    },
    { name: 'nothing', input: null, ok: false },
  ])('$name: accepted $ok', ({ input, ok }) => {
    expect(consentRecordSchema.safeParse(input).success).toBe(ok);
  });

  test('consentsOf names every service with its status', () => {
    const consent = defaultConsent(
      parseConsentDefinition({
        version: 1,
        categories: [
          { group: 'essential', required: true, services: [{ name: 'storage' }] },
          { group: 'statistics', services: [{ name: 'econda' }] },
        ],
      }),
    );
    expect(consentsOf(consent)).toEqual({ storage: true, econda: false });
  });
});
