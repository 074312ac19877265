import { describe, expect, test } from 'vitest';
import { errorReleaseTag, errorReportingSampleRate, isSampledIn } from './error-reporting';

describe('error reporting: release tag and sampling (§9)', () => {
  test.each([
    ['storefront', 'storefront@0.2.0'],
    ['vitrine-storefront', 'vitrine-storefront@0.2.0'],
  ])('the release of %s is %s', (app, tag) => {
    expect(errorReleaseTag(app)).toBe(tag);
  });

  test('one error in ten is reported', () => {
    expect(errorReportingSampleRate).toBe(0.1);
  });

  test.each([
    { rate: 0.1, draw: 0, sampled: true },
    { rate: 0.1, draw: 0.099, sampled: true },
    { rate: 0.1, draw: 0.1, sampled: false },
    { rate: 0.1, draw: 0.9, sampled: false },
    { rate: 1, draw: 0.9999, sampled: true },
    { rate: 5, draw: 0.9999, sampled: true },
    { rate: 0, draw: 0, sampled: false },
    { rate: -1, draw: 0, sampled: false },
    { rate: Number.NaN, draw: 0, sampled: false },
  ])('rate $rate, draw $draw: reported $sampled', ({ rate, draw, sampled }) => {
    expect(isSampledIn(rate, draw)).toBe(sampled);
  });
});
