import { describe, expect, test } from 'vitest';
import { configItemSchema, siteConfig } from './config-item';
import { fallbackShippingCosts, shippingCostFor, shippingCostsSchema } from './shipping-costs';

describe('shipping costs (spec §3 Shipping fallback, §9 fallback 14,99 freight, 4,99 from 0,00)', () => {
  test('the fallback is freight 14,99 and standard shipping 4,99 from an order value of 0,00', () => {
    expect(fallbackShippingCosts).toMatchObject({
      frachtkosten: 1499,
      versandkostenBedingungen: [{ versandkosten: 499, ab_bestellwert: 0 }],
    });
  });

  test.each([
    {
      name: 'Storyblok number strings with decimal commas',
      input: {
        frachtkosten: '24,90',
        versandkostenBedingungen: [
          { label: 'ab 50 €', versandkosten: '0', ab_bestellwert: '50' },
          { label: 'Standard', versandkosten: '4,99', ab_bestellwert: '0,00' },
        ],
      },
      expected: {
        frachtkosten: 2490,
        versandkostenBedingungen: [
          { label: 'Standard', versandkosten: 499, ab_bestellwert: 0 },
          { label: 'ab 50 €', versandkosten: 0, ab_bestellwert: 5000 },
        ],
      },
    },
    {
      name: 'no fields: the §9 fallback',
      input: {},
      expected: {
        frachtkosten: 1499,
        versandkostenBedingungen: [{ label: '', versandkosten: 499, ab_bestellwert: 0 }],
      },
    },
    {
      name: 'unreadable amounts: the §9 fallback amounts',
      input: {
        frachtkosten: 'teuer',
        versandkostenBedingungen: [{ label: 'x', versandkosten: -1 }, 'x'],
      },
      expected: {
        frachtkosten: 1499,
        versandkostenBedingungen: [{ label: 'x', versandkosten: 499, ab_bestellwert: 0 }],
      },
    },
  ])('reads $name', ({ input, expected }) => {
    expect(shippingCostsSchema.parse(input)).toMatchObject(expected);
  });

  test.each([
    { orderValue: 0, expected: 499 },
    { orderValue: 4999, expected: 499 },
    { orderValue: 5000, expected: 0 },
    { orderValue: 12000, expected: 0 },
  ])('an order of $orderValue cents ships for $expected cents', ({ orderValue, expected }) => {
    const costs = shippingCostsSchema.parse({
      versandkostenBedingungen: [
        { versandkosten: '4.99', ab_bestellwert: '0' },
        { versandkosten: '0', ab_bestellwert: '50' },
      ],
    });
    expect(shippingCostFor(costs, orderValue)).toBe(expected);
  });

  test('below the lowest threshold the lowest condition applies; the fallback ships for 4,99', () => {
    const costs = shippingCostsSchema.parse({
      versandkostenBedingungen: [{ versandkosten: '6,90', ab_bestellwert: '10' }],
    });
    expect(shippingCostFor(costs, 500)).toBe(690);
    expect(shippingCostFor(fallbackShippingCosts, 100)).toBe(499);
    expect(shippingCostFor({ ...fallbackShippingCosts, versandkostenBedingungen: [] }, 100)).toBe(
      499,
    );
  });
});

describe('config items (spec §3 Site layout: productAttributes, shippingProviders, hasDownloads, coupon, shipping-cost and banner config)', () => {
  const item = (input: Record<string, unknown>) => configItemSchema.parse(input);

  test('reads every config key', () => {
    const config = siteConfig([
      item({ key: 'productAttributes', values: 'farbe, masse' }),
      item({ key: 'productAttributes', values: 'später' }),
      item({ key: 'shippingProviders', values: ['DHL', 'Post'] }),
      item({ key: 'hasDownloads', enabled: 'false' }),
      item({ key: 'coupon', code: 'WILLKOMMEN10', text: '10 % auf die erste Bestellung' }),
      item({
        key: 'shippingCosts',
        shippingCosts: [{ component: 'shipping_costs', frachtkosten: '19,99' }],
      }),
      item({ key: 'banner', enabled: true, seconds: '8' }),
      item({ key: 'colours', values: 'rot' }),
    ]);
    expect(config).toMatchObject({
      productAttributes: ['farbe', 'masse'],
      shippingProviders: ['DHL', 'Post'],
      hasDownloads: true,
      coupon: { code: 'WILLKOMMEN10', text: '10 % auf die erste Bestellung', link: null },
      shippingCosts: { frachtkosten: 1999 },
      banner: { enabled: true, rotationSeconds: 8 },
    });
  });

  test.each([
    { name: 'a disabled coupon', items: [{ key: 'coupon', code: 'X', enabled: false }] },
    { name: 'a coupon without code', items: [{ key: 'coupon', code: ' ' }] },
    { name: 'no coupon', items: [] },
  ])('$name gives no coupon', ({ items }) => {
    expect(siteConfig(items.map(item)).coupon).toBeNull();
  });

  test('an unknown key is kept as null and changes nothing; bad seconds give 6', () => {
    const unknown = item({ key: 'colours', seconds: 900 });
    expect(unknown.key).toBeNull();
    expect(unknown.seconds).toBe(6);
    expect(siteConfig([unknown]).banner).toEqual({ enabled: true, rotationSeconds: 6 });
  });
});
