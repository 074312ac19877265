import { describe, expect, test } from 'vitest';
import { clientErrorReportSchema } from './client-errors';

describe('a posted client error is checked before it is stored (issue 20, §8)', () => {
  const valid = {
    message: 'Cannot read properties of undefined',
    name: 'TypeError',
    stack: 'TypeError: Cannot read …\n    at x (/assets/p.js:1:2)',
    path: '/p/luna-2000001/',
    source: 'window',
    release: 'storefront@0.2.0',
    context: { call: 'consent' },
  };

  test.each([
    { case: 'a full report', report: valid, ok: true },
    {
      case: 'without name, stack and context',
      report: { ...valid, name: undefined, stack: undefined, context: undefined },
      ok: true,
    },
    { case: 'an empty message', report: { ...valid, message: '  ' }, ok: false },
    {
      case: 'a message of over 1000 characters',
      report: { ...valid, message: 'x'.repeat(1001) },
      ok: false,
    },
    {
      case: 'a stack of over 8000 characters',
      report: { ...valid, stack: 'x'.repeat(8001) },
      ok: false,
    },
    { case: 'another site as path', report: { ...valid, path: '//elsewhere.example/' }, ok: false },
    { case: 'a full address as path', report: { ...valid, path: 'https://nido.de/' }, ok: false },
    { case: 'an unknown source', report: { ...valid, source: 'console' }, ok: false },
    { case: 'a release without version', report: { ...valid, release: 'storefront' }, ok: false },
    { case: 'context that is not text', report: { ...valid, context: { call: 1 } }, ok: false },
    {
      case: 'over 20 context entries',
      report: {
        ...valid,
        context: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])),
      },
      ok: false,
    },
    { case: 'nothing', report: null, ok: false },
  ])('$case: accepted $ok', ({ report, ok }) => {
    expect(clientErrorReportSchema.safeParse(report).success).toBe(ok);
  });
});
