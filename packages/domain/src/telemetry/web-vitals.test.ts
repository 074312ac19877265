import { describe, expect, test } from 'vitest';
import { webVitalPageType, webVitalRating, webVitalSampleSchema } from './web-vitals';

describe('the page type a web vital is counted under (issue 20 telemetry, §2 routes)', () => {
  test.each([
    { path: '/', type: 'home' },
    { path: '/fr/', type: 'home' },
    { path: '/nl', type: 'home' },
    { path: '/p/kinderwagen-luna-2000001/', type: 'product' },
    { path: '/fr/p/poussette-2000001/', type: 'product' },
    { path: '/warenkorb/', type: 'basket' },
    { path: '/nl/suche/?q=kinderwagen', type: 'search' },
    { path: '/konto/bestellung/A-1234/', type: 'accountOrder' },
    { path: '/kasse/', type: 'checkout' },
    { path: '/kinderwagen/', type: 'content' },
    { path: '/faq/#versand', type: 'content' },
    // A prefix no shop has is a content path.
    { path: '/it/p/x-2000001/', type: 'content' },
  ])('$path is $type', ({ path, type }) => {
    expect(webVitalPageType(path)).toBe(type);
  });
});

describe('a posted measurement is checked before it is stored (§7 performance metrics)', () => {
  const valid = {
    path: '/kinderwagen/',
    href: 'https://nido.de/kinderwagen/',
    name: 'LCP',
    value: 1834.2,
  };

  test.each([
    { case: 'an LCP in milliseconds', sample: valid, ok: true },
    { case: 'a CLS score', sample: { ...valid, name: 'CLS', value: 0.02 }, ok: true },
    { case: 'no href (it is not kept)', sample: { path: '/', name: 'TTFB', value: 0 }, ok: true },
    { case: 'an unknown metric', sample: { ...valid, name: 'FID' }, ok: false },
    { case: 'a negative value', sample: { ...valid, value: -1 }, ok: false },
    { case: 'a value as text', sample: { ...valid, value: '1834' }, ok: false },
    { case: 'a timing of over ten minutes', sample: { ...valid, value: 600_001 }, ok: false },
    { case: 'a CLS over 100', sample: { ...valid, name: 'CLS', value: 101 }, ok: false },
    { case: 'a path of another site', sample: { ...valid, path: '//evil.example/' }, ok: false },
    { case: 'a path that is not one', sample: { ...valid, path: 'kinderwagen' }, ok: false },
    { case: 'an over-long path', sample: { ...valid, path: `/${'a'.repeat(2000)}` }, ok: false },
  ])('$case: accepted $ok', ({ sample, ok }) => {
    expect(webVitalSampleSchema.safeParse(sample).success).toBe(ok);
  });
});

describe('a value is rated as web-vitals rates it (good, needs improvement, poor)', () => {
  test.each([
    { name: 'LCP', value: 2500, rating: 'good' },
    { name: 'LCP', value: 2501, rating: 'needs-improvement' },
    { name: 'LCP', value: 4001, rating: 'poor' },
    { name: 'INP', value: 200, rating: 'good' },
    { name: 'INP', value: 500, rating: 'needs-improvement' },
    { name: 'CLS', value: 0.1, rating: 'good' },
    { name: 'CLS', value: 0.26, rating: 'poor' },
    { name: 'FCP', value: 1900, rating: 'needs-improvement' },
    { name: 'TTFB', value: 1801, rating: 'poor' },
  ] as const)('$name $value is $rating', ({ name, value, rating }) => {
    expect(webVitalRating(name, value)).toBe(rating);
  });
});
