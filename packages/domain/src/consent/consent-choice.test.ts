import { describe, expect, test } from 'vitest';
import { applyConsentChoice, consentChoiceSchema } from './consent-choice';
import { defaults, statuses } from './test-fixtures';

describe('the banner choice (§4 accept all, reject all, save custom)', () => {
  test.each([
    { input: { action: 'acceptAll' }, service: [] },
    { input: { action: 'saveSelection', service: 'ads' }, service: ['ads'] },
    {
      input: { action: 'saveSelection', service: ['ads', 'analytics'] },
      service: ['ads', 'analytics'],
    },
  ])('reads $input', ({ input, service }) => {
    expect(consentChoiceSchema.parse(input).service).toEqual(service);
  });

  test.each([{}, { action: 'maybe' }, { action: 'acceptAll', service: { a: 1 } }, null])(
    'refuses %j',
    (input) => {
      expect(consentChoiceSchema.safeParse(input).success).toBe(false);
    },
  );

  test.each([
    {
      name: 'accept all switches everything on',
      choice: { action: 'acceptAll' as const, service: [] },
      options: {},
      expected: {
        storage: true,
        session: true,
        analytics: true,
        appAnalytics: true,
        ads: true,
        retargeting: true,
      },
    },
    {
      name: 'reject all leaves only the required services',
      choice: { action: 'rejectAll' as const, service: [] },
      options: {},
      expected: {
        storage: true,
        session: true,
        analytics: false,
        appAnalytics: false,
        ads: false,
        retargeting: false,
      },
    },
    {
      name: 'reject all keeps app-tracked services the app allowed',
      choice: { action: 'rejectAll' as const, service: [] },
      options: { appTrackingAllowed: true },
      expected: {
        storage: true,
        session: true,
        analytics: false,
        appAnalytics: true,
        ads: false,
        retargeting: true,
      },
    },
    {
      name: 'save selection keeps exactly the ticked services, unknown names ignored',
      choice: { action: 'saveSelection' as const, service: ['ads', 'nonsense'] },
      options: {},
      expected: {
        storage: true,
        session: true,
        analytics: false,
        appAnalytics: false,
        ads: true,
        retargeting: false,
      },
    },
    {
      name: 'an app denial switches app-tracked services off even on accept all',
      choice: { action: 'acceptAll' as const, service: [] },
      options: { appTrackingAllowed: false },
      expected: {
        storage: true,
        session: true,
        analytics: true,
        appAnalytics: false,
        ads: true,
        retargeting: false,
      },
    },
  ])('$name', ({ choice, options, expected }) => {
    const all = {
      ...defaults,
      categories: defaults.categories.map((c) => ({
        ...c,
        services: c.services.map((s) => ({ ...s, status: true })),
      })),
    };
    const start = choice.action === 'rejectAll' ? all : defaults;
    expect(statuses(applyConsentChoice(start, choice, options))).toEqual(expected);
  });
});
