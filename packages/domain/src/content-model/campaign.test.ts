import { describe, expect, test } from 'vitest';
import { bannerCampaign, campaignSchema } from './campaign';

const block = (fields: Record<string, unknown>) =>
  campaignSchema.parse({ _uid: 'c-1', id: 'willkommen', headline: 'Willkommen', ...fields });

describe('a campaign’s voucher code (issue 21: the campaign banner shows it to copy)', () => {
  test.each([
    { voucherCode: 'WILLKOMMEN10-10', expected: 'WILLKOMMEN10-10' },
    { voucherCode: '  BABY10 ', expected: 'BABY10' },
    { voucherCode: '', expected: undefined },
    { voucherCode: undefined, expected: undefined },
    { voucherCode: 42, expected: undefined },
  ])('the CMS field $voucherCode reaches the banner as $expected', ({ voucherCode, expected }) => {
    const campaign = bannerCampaign(block({ voucherCode }), { showsConditions: false });
    expect(campaign.voucherCode).toBe(expected);
    // Without a code the banner's data has no field for it at all (page weight).
    expect('voucherCode' in campaign).toBe(expected !== undefined);
  });
});
