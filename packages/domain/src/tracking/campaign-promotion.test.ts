import { describe, expect, test } from 'vitest';
import { campaignPromotion } from './campaign-promotion';
import { parseSeenPromotionIds, serialiseSeenPromotionIds } from './seen-promotions';
import { viewPromotionEvent } from './view-promotion-event';

describe('a campaign banner as a §4 promotion', () => {
  test.each([
    {
      campaign: { id: 'willkommen', name: 'Willkommensrabatt', headline: '10 % Rabatt' },
      path: '/',
      expected: { promotionName: 'Willkommensrabatt', creativeSlot: '/' },
    },
    {
      campaign: { id: 'sale', name: '  ', headline: 'Sale' },
      path: '/kinderwagen/',
      expected: { promotionName: 'Sale', creativeSlot: '/kinderwagen/' },
    },
    {
      campaign: { id: 'lang', name: 'Lang', headline: '' },
      path: `/${'a'.repeat(120)}/`,
      expected: { promotionName: 'Lang', creativeSlot: `/${'a'.repeat(99)}` },
    },
  ])('campaign $campaign.id on $path', ({ campaign, path, expected }) => {
    expect(campaignPromotion(campaign, path)).toEqual({
      promotionId: campaign.id,
      creativeName: 'campaign_banner',
      ...expected,
    });
  });

  test('is reported once per session: the second sight of the same campaign sends nothing', () => {
    const promotion = campaignPromotion({ id: 'willkommen', name: 'W', headline: '' }, '/');
    const first = viewPromotionEvent({ promotion }, new Set(), { internalTraffic: false });
    expect(first?.event.ecommerce).toMatchObject({
      promotion_id: 'willkommen',
      creative_name: 'campaign_banner',
      // All four parts are there: the manual promotion string is built (§4).
      promotion: expect.any(String),
    });
    const stored = serialiseSeenPromotionIds(first?.seenPromotionIds ?? new Set());
    expect(
      viewPromotionEvent({ promotion }, parseSeenPromotionIds(stored), { internalTraffic: false }),
    ).toBeNull();
  });
});

describe('the promotions a session has seen, as session storage keeps them', () => {
  test.each([
    { stored: null, ids: [] },
    { stored: '', ids: [] },
    { stored: '["willkommen","sale"]', ids: ['willkommen', 'sale'] },
    { stored: '["willkommen",3,"",null]', ids: ['willkommen'] },
    { stored: '{"willkommen":true}', ids: [] },
    { stored: 'not json', ids: [] },
  ])('$stored reads as $ids', ({ stored, ids }) => {
    expect([...parseSeenPromotionIds(stored)]).toEqual(ids);
  });

  test('keeps the latest 200 ids', () => {
    const seen = new Set(Array.from({ length: 250 }, (_, index) => `p${index}`));
    const kept = [...parseSeenPromotionIds(serialiseSeenPromotionIds(seen))];
    expect(kept).toHaveLength(200);
    expect(kept[0]).toBe('p50');
    expect(kept.at(-1)).toBe('p249');
  });
});
