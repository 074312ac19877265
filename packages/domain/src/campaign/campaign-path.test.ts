import { describe, expect, test } from 'vitest';
import { campaignPathMatches, normaliseCampaignPath } from './campaign-path';

describe('normalising a page path for url triggers (spec §2, §3)', () => {
  test.each([
    { input: '/baby/kinderwagen/', expected: '/baby/kinderwagen/' },
    { input: '/baby/kinderwagen', expected: '/baby/kinderwagen/' },
    { input: 'baby/kinderwagen', expected: '/baby/kinderwagen/' },
    { input: '/Baby//Kinderwagen///', expected: '/baby/kinderwagen/' },
    { input: '/baby/kinderwagen/?page=2#top', expected: '/baby/kinderwagen/' },
    { input: 'https://de.nido.example/Baby/?x=1', expected: '/baby/' },
    { input: 'HTTP://de.nido.example', expected: '/' },
    { input: '//de.nido.example/baby/', expected: '/baby/' },
    { input: '/m%C3%BCsli/', expected: '/müsli/' },
    { input: '/100%/', expected: '/100%/' },
    { input: '\\baby\\kinderwagen', expected: '/baby/kinderwagen/' },
    { input: '', expected: '/' },
    { input: '   ', expected: '/' },
    { input: '/', expected: '/' },
    { input: undefined, expected: '/' },
    { input: null, expected: '/' },
    { input: 42, expected: '/' },
  ])('normalises $input to $expected', ({ input, expected }) => {
    expect(normaliseCampaignPath(input)).toBe(expected);
  });

  test('normalising is idempotent', () => {
    for (const path of ['/A//b', 'https://x.example/a?b', '/%E2%82%AC/', '']) {
      const once = normaliseCampaignPath(path);
      expect(normaliseCampaignPath(once)).toBe(once);
    }
  });
});

describe('matching a url trigger entry against the page path (spec §3 trigger url)', () => {
  test.each([
    { entry: '/ratgeber/', page: '/ratgeber/', expected: true },
    { entry: '/Ratgeber', page: '/ratgeber/', expected: true },
    { entry: 'https://de.nido.example/ratgeber/', page: '/ratgeber/', expected: true },
    { entry: '/ratgeber/', page: '/ratgeber/schlaf/', expected: false },
    { entry: '/ratgeber/', page: '/ratgeber-baby/', expected: false },
    { entry: '/ratgeber/*', page: '/ratgeber/', expected: true },
    { entry: '/ratgeber/*', page: '/ratgeber/schlaf/', expected: true },
    { entry: '/ratgeber/*', page: '/ratgeber-baby/', expected: false },
    { entry: '/ratgeber*', page: '/ratgeber-baby/', expected: true },
    { entry: '/ratgeber**', page: '/ratgeber/schlaf/', expected: true },
    { entry: '*', page: '/irgendwo/', expected: true },
    { entry: '/*', page: '/', expected: true },
    { entry: '/', page: '/', expected: true },
    { entry: '/', page: '/baby/', expected: false },
    { entry: '', page: '/', expected: true },
    { entry: '/baby/', page: undefined, expected: false },
    { entry: '/', page: null, expected: true },
  ])('$entry against $page: $expected', ({ entry, page, expected }) => {
    expect(campaignPathMatches(entry, page)).toBe(expected);
  });
});
