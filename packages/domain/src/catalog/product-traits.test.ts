import { describe, expect, test } from 'vitest';
import type { AttributeValue, Product } from '../entities';
import { isBulky, isBundle, isPersonalised, isVppArticle } from './product-traits';
import { advancedAttributes, anAttribute, aProduct, unsafe } from './test-fixtures';

const withAttribute = (key: string, values: AttributeValue | readonly AttributeValue[]) =>
  aProduct({ attributes: { [key]: anAttribute(key, values) } });

describe('personalised article (spec §4: personalisierterArtikel value 1)', () => {
  test.each([
    { input: { label: '1' }, expected: true },
    { input: { label: 'Ja', value: '1' }, expected: true },
    { input: { label: 'Personalisiert', value: '1' }, expected: true },
    { input: { label: 'true' }, expected: true },
    { input: { label: '0' }, expected: false },
    { input: { label: 'Nein', value: '0' }, expected: false },
    { input: { label: 'Gravur' }, expected: false },
    { input: { label: '' }, expected: false },
    { input: [{ label: '0' }, { label: '1' }], expected: true },
    { input: [], expected: false },
  ])('value $input -> $expected', ({ input, expected }) => {
    expect(isPersonalised(withAttribute('personalisierterArtikel', input))).toBe(expected);
  });

  test('no attribute, no product, or a label that is not text: not personalised', () => {
    expect(isPersonalised(aProduct())).toBe(false);
    expect(isPersonalised(null)).toBe(false);
    expect(isPersonalised(withAttribute('personalisierterArtikel', unsafe({ label: 1 })))).toBe(
      true,
    );
    expect(isPersonalised(withAttribute('personalisierterArtikel', unsafe({ label: 2 })))).toBe(
      false,
    );
  });
});

describe('bulky goods (spec §4: attribute bulkyOrLoad)', () => {
  test.each([
    { input: { label: 'Sperrgut' }, expected: true },
    { input: { label: 'Spedition', value: 'load' }, expected: true },
    { input: { label: '1' }, expected: true },
    { input: { label: 'Ja', value: '1' }, expected: true },
    { input: { label: 'Nein' }, expected: false },
    { input: { label: 'Sperrgut', value: '0' }, expected: false },
    { input: { label: '' }, expected: false },
    { input: { label: '  ', value: '' }, expected: false },
    { input: [{ label: 'Nein' }, { label: 'Spedition' }], expected: true },
    { input: [], expected: false },
  ])('value $input -> $expected', ({ input, expected }) => {
    expect(isBulky(withAttribute('bulkyOrLoad', input))).toBe(expected);
  });

  test('no attribute or no product: not bulky', () => {
    expect(isBulky(aProduct())).toBe(false);
    expect(isBulky(undefined)).toBe(false);
    expect(isBulky(withAttribute('bulkyOrLoad', unsafe({ label: null, value: null })))).toBe(false);
  });
});

describe('VPP article and bundle (spec §4: advanced attributes vppArticle, virtuelleBundles)', () => {
  test.each([
    { input: '1', expected: true },
    { input: 1, expected: true },
    { input: 'true', expected: true },
    { input: 'ja', expected: true },
    { input: '4711,4712', expected: true },
    { input: '0', expected: false },
    { input: 0, expected: false },
    { input: 'nein', expected: false },
    { input: 'false', expected: false },
    { input: '', expected: false },
    { input: null, expected: false },
  ])('value $input -> $expected', ({ input, expected }) => {
    expect(
      isVppArticle(aProduct({ advancedAttributes: advancedAttributes({ vppArticle: input }) })),
    ).toBe(expected);
    expect(
      isBundle(aProduct({ advancedAttributes: advancedAttributes({ virtuelleBundles: input }) })),
    ).toBe(expected);
  });

  test('missing attributes: neither', () => {
    expect(isVppArticle(aProduct())).toBe(false);
    expect(isBundle(aProduct())).toBe(false);
    expect(isBundle(unsafe<Product>({}))).toBe(false);
    expect(isVppArticle(null)).toBe(false);
  });
});
