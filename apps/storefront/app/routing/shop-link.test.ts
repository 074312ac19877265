import { describe, expect, test } from 'vitest';
import { isShopPage } from './shop-link';

describe('which links are client navigations (issue 13: one link component)', () => {
  test.each([
    ['/', true],
    ['/kinderwagen/', true],
    ['/fr/faq/?q=1#top', true],
    ['/kinderwagen/?brand=nido&page=2', true],
    ['https://example.com/', false],
    ['//cdn.example.com/x/', false],
    ['#inhalt', false],
    ['mailto:service@nido.de', false],
    ['/api/shop/basket/get/x/', false],
    ['/images/abc.webp', false],
    ['/_content/stories/', false],
    ['/datenschutz.pdf', false],
    ['/healthz', false],
  ])('%s: %s', (href, expected) => {
    expect(isShopPage(href)).toBe(expected);
  });
});
