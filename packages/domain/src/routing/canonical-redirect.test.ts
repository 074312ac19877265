import { describe, expect, test } from 'vitest';
import { canonicalRedirect } from './canonical-redirect';

describe('canonical product URL (spec §2 product pages)', () => {
  test.each([
    {
      pathname: '/p/1234567/',
      search: '?variant=1234567_02',
      canonicalPath: '/p/kinderwagen-1234567/',
      expected: '/p/kinderwagen-1234567/?variant=1234567_02',
    },
    {
      pathname: '/p/alter-name-1234567/',
      search: '',
      canonicalPath: '/p/kinderwagen-1234567/',
      expected: '/p/kinderwagen-1234567/',
    },
    {
      pathname: '/p/x-1/',
      search: null,
      canonicalPath: '/p/mützen-1/',
      expected: '/p/m%C3%BCtzen-1/',
    },
    {
      pathname: '/p/kinderwagen-1234567/',
      search: '?a=1',
      canonicalPath: '/p/kinderwagen-1234567/',
      expected: null,
    },
    {
      pathname: '/p/kinderwagen-1234567',
      search: '',
      canonicalPath: '/p/kinderwagen-1234567/',
      expected: null,
    },
    { pathname: '/p/m%C3%BCtzen-1/', search: '', canonicalPath: '/p/mützen-1/', expected: null },
    {
      pathname: '/p/kinderwagen-1234567/',
      search: '',
      canonicalPath: '/p/kinderwagen-1234567/?action=addToCart',
      expected: null,
    },
    { pathname: '/p/x-1/', search: '?a=1', canonicalPath: '', expected: null },
  ])(
    '$pathname against $canonicalPath redirects to $expected',
    ({ pathname, search, canonicalPath, expected }) => {
      expect(canonicalRedirect({ pathname, search, canonicalPath })).toBe(expected);
    },
  );
});
