import { describe, expect, test } from 'vitest';
import { analyticsAllowed } from './analytics-script';

describe('the analytics script loads only with its consent service on (issue 20)', () => {
  test.each([
    { accepted: [], allowed: false },
    { accepted: ['storage', 'google-tag-manager'], allowed: false },
    { accepted: ['storage', 'econda'], allowed: true },
  ])('$accepted: $allowed', ({ accepted, allowed }) => {
    expect(analyticsAllowed(accepted)).toBe(allowed);
  });
});
