import { describe, expect, test } from 'vitest';
import { parseConsentDefinition } from './consent-definition';

const cmsContent = {
  version: '7',
  categories: [
    {
      group: 'essential',
      title: 'Notwendig',
      text: 'Damit der Shop funktioniert.',
      defaultValue: true,
      required: true,
      services: [{ name: 'storage', title: 'Speicher', company: 'Nido GmbH' }],
    },
    {
      group: 'statistics',
      title: 'Statistik',
      text: 'Hilft uns, den Shop zu verbessern.',
      defaultValue: false,
      required: false,
      services: [
        { name: 'analytics', title: 'Analyse', company: 'Analytics Inc.', defaultValue: true },
        { name: 'heatmap', title: 'Heatmap', company: 'Heat Ltd.', attTracking: true },
      ],
    },
  ],
};

describe('consent definition from the CMS (spec §3 Consent, §4 defaults from the CMS)', () => {
  test('reads categories and services, services take the group of their category', () => {
    expect(parseConsentDefinition(cmsContent)).toEqual({
      version: '7',
      categories: [
        {
          group: 'essential',
          title: 'Notwendig',
          text: 'Damit der Shop funktioniert.',
          defaultValue: true,
          required: true,
          services: [
            {
              name: 'storage',
              title: 'Speicher',
              company: 'Nido GmbH',
              defaultValue: true,
              required: true,
              group: 'essential',
              attTracking: false,
            },
          ],
        },
        {
          group: 'statistics',
          title: 'Statistik',
          text: 'Hilft uns, den Shop zu verbessern.',
          defaultValue: false,
          required: false,
          services: [
            {
              name: 'analytics',
              title: 'Analyse',
              company: 'Analytics Inc.',
              defaultValue: true,
              required: false,
              group: 'statistics',
              attTracking: false,
            },
            {
              name: 'heatmap',
              title: 'Heatmap',
              company: 'Heat Ltd.',
              defaultValue: false,
              required: false,
              group: 'statistics',
              attTracking: true,
            },
          ],
        },
      ],
    });
  });

  test.each([
    { input: 7, expected: '7' },
    { input: ' 7.1 ', expected: '7.1' },
    { input: null, expected: '' },
    { input: undefined, expected: '' },
    { input: Number.NaN, expected: '' },
    { input: { major: 7 }, expected: '' },
  ])('reads the version $input as "$expected"', ({ input, expected }) => {
    expect(parseConsentDefinition({ version: input, categories: [] }).version).toBe(expected);
  });

  test.each([
    { input: null },
    { input: undefined },
    { input: 'consent' },
    { input: 42 },
    { input: [] },
    { input: {} },
    { input: { categories: 'essential' } },
  ])('content that is no definition ($input) gives an empty one', ({ input }) => {
    expect(parseConsentDefinition(input)).toEqual({ version: '', categories: [] });
  });

  test('drops categories without a group and services without a name', () => {
    const definition = parseConsentDefinition({
      version: '1',
      categories: [
        { title: 'ohne Gruppe', services: [{ name: 'lost' }] },
        { group: '   ', services: [] },
        'essential',
        null,
        {
          group: ' marketing ',
          services: [{ name: '' }, { title: 'ohne Namen' }, 17, { name: ' ads ' }, null],
        },
      ],
    });
    expect(definition.categories.map((category) => category.group)).toEqual(['marketing']);
    expect(definition.categories[0]?.services.map((service) => service.name)).toEqual(['ads']);
  });

  test('the first category of a group and the first service of a name win', () => {
    const definition = parseConsentDefinition({
      categories: [
        { group: 'stats', title: 'A', services: [{ name: 'ga', title: 'first' }] },
        { group: 'stats', title: 'B', services: [{ name: 'other' }] },
        { group: 'ads', services: [{ name: 'ga', title: 'second' }, { name: 'ads' }] },
      ],
    });
    expect(definition.categories.map((category) => category.title)).toEqual(['A', '']);
    expect(definition.categories.flatMap((c) => c.services.map((s) => s.title || s.name))).toEqual([
      'first',
      'ads',
    ]);
  });

  test.each([
    { service: {}, category: {}, expected: { defaultValue: false, required: false } },
    {
      service: {},
      category: { defaultValue: true },
      expected: { defaultValue: true, required: false },
    },
    {
      service: { defaultValue: false },
      category: { defaultValue: true },
      expected: { defaultValue: false, required: false },
    },
    {
      service: {},
      category: { required: true },
      expected: { defaultValue: false, required: true },
    },
    {
      service: { required: false },
      category: { required: 'true' },
      expected: { defaultValue: false, required: true },
    },
    {
      service: { defaultValue: 'true', required: 'false' },
      category: {},
      expected: { defaultValue: true, required: false },
    },
    {
      service: { defaultValue: 'ja', required: 1 },
      category: { defaultValue: 'yes' },
      expected: { defaultValue: false, required: false },
    },
  ])('service $service in category $category: $expected', ({ service, category, expected }) => {
    const definition = parseConsentDefinition({
      categories: [{ group: 'g', ...category, services: [{ name: 's', ...service }] }],
    });
    const parsed = definition.categories[0]?.services[0];
    expect({ defaultValue: parsed?.defaultValue, required: parsed?.required }).toEqual(expected);
  });

  test('texts that are not strings become empty, never throw', () => {
    const definition = parseConsentDefinition({
      categories: [
        { group: 'g', title: 42, text: { de: 'x' }, services: [{ name: 's', company: [] }] },
      ],
    });
    expect(definition.categories[0]).toMatchObject({ title: '', text: '' });
    expect(definition.categories[0]?.services[0]?.company).toBe('');
  });
});
