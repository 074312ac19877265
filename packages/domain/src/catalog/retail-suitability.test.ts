import { describe, expect, test } from 'vitest';
import { isOnlineOnly, isUnsuitableForRetail } from './retail-suitability';
import { advancedAttributes, anAttribute, aProduct, aVariant } from './test-fixtures';

const plain = aProduct();
const personalised = aProduct({
  attributes: { personalisierterArtikel: anAttribute('personalisierterArtikel', { label: '1' }) },
});
const bulky = aProduct({
  attributes: { bulkyOrLoad: anAttribute('bulkyOrLoad', { label: 'Sperrgut' }) },
});
const vpp = aProduct({ advancedAttributes: advancedAttributes({ vppArticle: '1' }) });
const bundle = aProduct({ advancedAttributes: advancedAttributes({ virtuelleBundles: 'ja' }) });
const soldOut = aProduct({ variants: [aVariant({ bvc: 4 }), aVariant({ id: 2, bvc: 3 })] });
const noVariants = aProduct({ variants: [] });

describe('online only and unsuitable for retail (spec §4)', () => {
  test.each([
    { input: 'a plain buyable product', product: plain, online: false, unsuitable: false },
    { input: 'a personalised product', product: personalised, online: true, unsuitable: true },
    { input: 'a bulky product', product: bulky, online: true, unsuitable: true },
    { input: 'a VPP article', product: vpp, online: true, unsuitable: true },
    { input: 'a bundle', product: bundle, online: true, unsuitable: true },
    { input: 'a sold-out product', product: soldOut, online: true, unsuitable: false },
    { input: 'a product without variants', product: noVariants, online: true, unsuitable: false },
    { input: 'no product', product: null, online: true, unsuitable: false },
  ])(
    '$input: online only $online, unsuitable for retail $unsuitable',
    ({ product, online, unsuitable }) => {
      expect(isOnlineOnly(product)).toBe(online);
      expect(isUnsuitableForRetail(product)).toBe(unsuitable);
    },
  );
});
