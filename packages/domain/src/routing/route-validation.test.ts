import { describe, expect, test } from 'vitest';
import { matchRoute } from './route-table';
import { isValidRouteMatch } from './route-validation';

describe('route validation (spec §4, §5 validate hook)', () => {
  test.each([
    { path: '/p/kinderwagen-1234567/', expected: true },
    { path: '/p/1234567_01/', expected: true },
    { path: '/p/kinderwagen-/', expected: false },
    { path: '/p/kinderwagen-12%2034/', expected: false },
    { path: '/p/kinderwagen-%C3%A4/', expected: false },
    { path: `/p/x-${'1'.repeat(65)}/`, expected: false },
    { path: '/konto/bestellung/100234/', expected: true },
    { path: '/konto/bestellung/reklamation/100234/', expected: true },
    { path: '/konto/bestellung/reklamation/AB-100234/', expected: false },
    { path: `/konto/bestellung/${'1'.repeat(21)}/`, expected: false },
    { path: '/konto/bestellung/a%20b/', expected: false },
    { path: '/konto/bestellung/reklamation/%3Cx%3E/', expected: false },
    { path: '/ratgeber/', expected: true },
    { path: '/konto/', expected: true },
  ])('$path is valid: $expected', ({ path, expected }) => {
    expect(isValidRouteMatch(matchRoute(path))).toBe(expected);
  });
});
