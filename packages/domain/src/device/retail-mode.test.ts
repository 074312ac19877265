import { describe, expect, test } from 'vitest';
import { isRetailMode, retailAppVersion } from './retail-mode';

const webView =
  'Mozilla/5.0 (Linux; Android 13; SM-T220 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Safari/537.36';

describe('retail mode (spec §9: retail app user agent retail/{number})', () => {
  test.each([
    { userAgent: `${webView} retail/42`, expected: 42 },
    { userAgent: `retail/1 ${webView}`, expected: 1 },
    { userAgent: `${webView} Retail/7`, expected: 7 },
    { userAgent: `${webView} retail/007`, expected: 7 },
    { userAgent: `${webView} retail/0`, expected: 0 },
    { userAgent: `${webView} retail/3.2.1`, expected: 3 },
    { userAgent: webView, expected: null },
    { userAgent: `${webView} retail/`, expected: null },
    { userAgent: `${webView} retail/abc`, expected: null },
    { userAgent: `${webView} retail/-5`, expected: null },
    { userAgent: `${webView} myretail/5`, expected: null },
    { userAgent: `${webView} retail/99999999999999999999`, expected: null },
    { userAgent: '', expected: null },
    { userAgent: undefined, expected: null },
    { userAgent: null, expected: null },
  ])('reads $expected from $userAgent', ({ userAgent, expected }) => {
    expect(retailAppVersion(userAgent)).toBe(expected);
    expect(isRetailMode(userAgent)).toBe(expected !== null);
  });
});
