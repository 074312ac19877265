import { describe, expect, test } from 'vitest';
import { anAttribute, aProduct, aVariant } from '../catalog/test-fixtures';
import type { Promotion, Variant } from '../entities';
import {
  noProductInfo,
  type ProductInfoSource,
  productInfoHref,
  productInfoStep,
  productInfoView,
  sizeAdvisorKey,
} from './product-info';
import { productPageView } from './product-page-view';

const seal = { key: 'gs', name: 'GS – Geprüfte Sicherheit', text: 'Geprüft.' };
const table = {
  columns: ['Größe', 'Alter', 'Körpergröße'],
  rows: [
    ['62/68', '3–6 Monate', '57–68 cm'],
    ['74/80', '7–12 Monate', '69–80 cm'],
  ],
};
const source = (overrides: Partial<ProductInfoSource> = {}): ProductInfoSource => ({
  seals: [seal],
  promotionTerms: 'Der günstigste Artikel ist gratis.',
  sizeTable: table,
  ...overrides,
});
const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 'baby-3-for-2',
  key: 'buy3pay2',
  isValid: true,
  effect: { type: 'buy_x_get_y' },
  badgeLabel: '3 für 2',
  ...overrides,
});
const sized = (size: string): Variant => ({
  ...aVariant({ id: 5 }),
  attributes: { groesse: anAttribute('groesse', { label: size }) },
});

describe('the size advisor reads its table from the groessenberater attribute (spec §1, §3)', () => {
  test.each([
    [
      'the value names the table',
      { value: 'baby-clothing', label: 'Größenberater' },
      'baby-clothing',
    ],
    ['trimmed', { value: ' baby-clothing ', label: 'x' }, 'baby-clothing'],
    ['a label alone names none', { label: 'Größenberater' }, null],
    ['a blank value names none', { value: '  ', label: 'x' }, null],
  ])('%s', (_, value, expected) => {
    const product = aProduct({
      attributes: { groessenberater: anAttribute('groessenberater', value) },
    });
    expect(sizeAdvisorKey(product)).toBe(expected);
  });

  test('a product without the attribute has no size advisor', () => {
    expect(sizeAdvisorKey(aProduct({ attributes: {} }))).toBeNull();
  });
});

describe('the info dialogs show what the product has (spec §2 product seals, promotion disclaimer, attribute advisor)', () => {
  test('everything there: seals, the valid promotion with its badge label and fine print, the table with the selected size marked', () => {
    const view = productInfoView({ promotion: promotion() }, sized('74/80'), source());
    expect(view).toEqual({
      seals: [seal],
      promotionDisclaimer: { name: '3 für 2', text: 'Der günstigste Artikel ist gratis.' },
      sizeAdvisor: { ...table, currentSize: '74/80' },
    });
  });

  test.each([
    ['no promotion', null],
    ['a promotion no longer valid', promotion({ isValid: false })],
  ])('%s: no disclaimer', (_, productPromotion) => {
    expect(
      productInfoView({ promotion: productPromotion }, null, source()).promotionDisclaimer,
    ).toBeNull();
  });

  test.each([
    ['no fine print', null],
    ['blank fine print', '  '],
  ])('a promotion with %s: no disclaimer', (_, terms) => {
    expect(
      productInfoView({ promotion: promotion() }, null, source({ promotionTerms: terms }))
        .promotionDisclaimer,
    ).toBeNull();
  });

  test('a promotion without a badge label: the disclaimer has no name', () => {
    const view = productInfoView({ promotion: promotion({ badgeLabel: ' ' }) }, null, source());
    expect(view.promotionDisclaimer?.name).toBeNull();
  });

  test('seals without a name or a text are left out', () => {
    const seals = [seal, { key: 'a', name: ' ', text: 'x' }, { key: 'b', name: 'B', text: '' }];
    expect(productInfoView({ promotion: null }, null, source({ seals })).seals).toEqual([seal]);
  });

  test.each([
    ['no table', null],
    ['a table without rows', { columns: table.columns, rows: [] }],
    ['a table without columns', { columns: [], rows: table.rows }],
  ])('%s: no size advisor', (_, sizeTable) => {
    expect(
      productInfoView({ promotion: null }, null, source({ sizeTable })).sizeAdvisor,
    ).toBeNull();
  });

  test('no selected variant, or one without a size: no row marked', () => {
    expect(
      productInfoView({ promotion: null }, null, source()).sizeAdvisor?.currentSize,
    ).toBeNull();
    expect(
      productInfoView({ promotion: null }, aVariant(), source()).sizeAdvisor?.currentSize,
    ).toBeNull();
  });

  test('without the engine’s info the page has none', () => {
    expect(productInfoView({ promotion: promotion() }, null, undefined)).toEqual(noProductInfo);
    expect(productPageView(aProduct(), { company: 'baby' }).info).toEqual(noProductInfo);
  });

  test('the product page view carries it for the selected variant', () => {
    const product = aProduct({ promotion: promotion(), variants: [sized('62/68')] });
    const view = productPageView(product, { company: 'baby', info: source() });
    expect(view.info.sizeAdvisor?.currentSize).toBe('62/68');
    expect(view.info.seals).toEqual([seal]);
  });
});

describe('without JavaScript, ?dialog= shows an info dialog in the page (spec §2, issue 15)', () => {
  const full = productInfoView({ promotion: promotion() }, null, source());
  test.each([
    ['seals', 'dialog=seals', 'seals'],
    ['the promotion disclaimer', 'dialog=promotion', 'promotion'],
    ['the size advisor', 'dialog=sizes', 'sizes'],
    ['no parameter', '', null],
    ['an unknown dialog', 'dialog=cart', null],
    ['a repeated parameter', 'dialog=seals&dialog=sizes', null],
    ['an empty value', 'dialog=', null],
    ['another case', 'dialog=Seals', null],
  ])('%s', (_, query, expected) => {
    expect(productInfoStep(full, new URLSearchParams(query))).toBe(expected);
  });

  test('a dialog the product has nothing for is not shown', () => {
    for (const dialog of ['seals', 'promotion', 'sizes']) {
      expect(productInfoStep(noProductInfo, new URLSearchParams({ dialog }))).toBeNull();
    }
  });

  test.each([
    ['/p/body-fela-2000713/', '/p/body-fela-2000713/?dialog=seals'],
    [
      '/p/body-fela-2000713/?variant=2000713_02',
      '/p/body-fela-2000713/?variant=2000713_02&dialog=seals',
    ],
  ])('the step of %s keeps the variant', (href, expected) => {
    expect(productInfoHref(href, 'seals')).toBe(expected);
  });
});
