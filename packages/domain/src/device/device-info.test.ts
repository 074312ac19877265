import { describe, expect, test } from 'vitest';
import { type DeviceInfo, deviceInfo } from './device-info';

/** Real user agents of current browsers and crawlers. */
const userAgents = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  iPhoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.2592.56 Mobile/15E148 Safari/605.1.15',
  iPadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTabletChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  androidTabletFirefox: 'Mozilla/5.0 (Android 14; Tablet; rv:127.0) Gecko/127.0 Firefox/127.0',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsFirefox:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  windowsOpera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macFirefox:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:127.0) Gecko/20100101 Firefox/127.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  googlebot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/126.0.6478.126 Safari/537.36',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  retailAppWebView:
    'Mozilla/5.0 (Linux; Android 13; SM-T220 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Safari/537.36 retail/42',
} as const;

type Flags = Omit<DeviceInfo, 'userAgent'>;

const desktop: Flags = {
  isMobile: false,
  isMobileOrTablet: false,
  isTablet: false,
  isDesktop: true,
  isIos: false,
  isAndroid: false,
  isWindows: false,
  isMacOS: false,
  isApple: false,
  isDesktopOrTablet: true,
  isSafari: false,
  isFirefox: false,
  isEdge: false,
  isChrome: false,
  isSamsung: false,
  isCrawler: false,
};
const phone: Partial<Flags> = {
  isMobile: true,
  isMobileOrTablet: true,
  isDesktop: false,
  isDesktopOrTablet: false,
};
const tablet: Partial<Flags> = {
  isTablet: true,
  isMobileOrTablet: true,
  isDesktop: false,
  isDesktopOrTablet: true,
};
const ios: Partial<Flags> = { isIos: true, isApple: true };

describe('device info (spec §3)', () => {
  test.each<{ name: keyof typeof userAgents; expected: Flags }>([
    { name: 'iPhoneSafari', expected: { ...desktop, ...phone, ...ios, isSafari: true } },
    { name: 'iPhoneChrome', expected: { ...desktop, ...phone, ...ios, isChrome: true } },
    { name: 'iPhoneFirefox', expected: { ...desktop, ...phone, ...ios, isFirefox: true } },
    { name: 'iPhoneEdge', expected: { ...desktop, ...phone, ...ios, isEdge: true } },
    { name: 'iPadSafari', expected: { ...desktop, ...tablet, ...ios, isSafari: true } },
    { name: 'androidChrome', expected: { ...desktop, ...phone, isAndroid: true, isChrome: true } },
    {
      name: 'androidTabletChrome',
      expected: { ...desktop, ...tablet, isAndroid: true, isChrome: true },
    },
    {
      name: 'samsungInternet',
      expected: { ...desktop, ...phone, isAndroid: true, isSamsung: true },
    },
    {
      name: 'androidFirefox',
      expected: { ...desktop, ...phone, isAndroid: true, isFirefox: true },
    },
    {
      name: 'androidTabletFirefox',
      expected: { ...desktop, ...tablet, isAndroid: true, isFirefox: true },
    },
    { name: 'windowsEdge', expected: { ...desktop, isWindows: true, isEdge: true } },
    { name: 'windowsChrome', expected: { ...desktop, isWindows: true, isChrome: true } },
    { name: 'windowsFirefox', expected: { ...desktop, isWindows: true, isFirefox: true } },
    { name: 'windowsOpera', expected: { ...desktop, isWindows: true } },
    { name: 'macSafari', expected: { ...desktop, isMacOS: true, isApple: true, isSafari: true } },
    { name: 'macChrome', expected: { ...desktop, isMacOS: true, isApple: true, isChrome: true } },
    { name: 'macFirefox', expected: { ...desktop, isMacOS: true, isApple: true, isFirefox: true } },
    { name: 'linuxFirefox', expected: { ...desktop, isFirefox: true } },
    { name: 'googlebot', expected: { ...desktop, isChrome: true, isCrawler: true } },
    {
      name: 'googlebotSmartphone',
      expected: { ...desktop, ...phone, isAndroid: true, isChrome: true, isCrawler: true },
    },
    { name: 'bingbot', expected: { ...desktop, isChrome: true, isCrawler: true } },
    {
      name: 'retailAppWebView',
      expected: { ...desktop, ...tablet, isAndroid: true, isChrome: true },
    },
  ])('recognises $name', ({ name, expected }) => {
    const userAgent = userAgents[name];
    expect(deviceInfo(userAgent)).toEqual({ userAgent, ...expected });
  });

  test.each([
    { userAgent: '' },
    { userAgent: undefined },
    { userAgent: null },
    { userAgent: 42 as unknown as string },
  ])(
    'treats the missing user agent $userAgent as a desktop that is no crawler',
    ({ userAgent }) => {
      expect(deviceInfo(userAgent)).toEqual({ userAgent: '', ...desktop });
    },
  );

  test.each([
    { userAgent: 'garbage' },
    { userAgent: 'curl/8.5.0' },
    { userAgent: 'python-requests/2.32.3' },
  ])('counts text no browser sends, $userAgent, as a crawler on a desktop', ({ userAgent }) => {
    expect(deviceInfo(userAgent)).toEqual({ userAgent, ...desktop, isCrawler: true });
  });

  test('leaves odd Unicode with spaces, which isbot does not list, a desktop browser', () => {
    const userAgent = '💥💥💥 \u0000 ☃ ﷽';
    expect(deviceInfo(userAgent)).toEqual({ userAgent, ...desktop });
  });

  test('answers quickly for an absurdly long user agent', () => {
    const userAgent = `Mozilla/5.0 ${'Version/1 '.repeat(20_000)}${'a'.repeat(100_000)}`;
    expect(deviceInfo(userAgent).isDesktop).toBe(true);
  }, 1000);

  describe('an iPad in desktop mode sends the Mac user agent', () => {
    test.each([
      { maxTouchPoints: 5, expected: { ...desktop, ...tablet, ...ios, isSafari: true } },
      {
        maxTouchPoints: 1,
        expected: { ...desktop, isMacOS: true, isApple: true, isSafari: true },
      },
      {
        maxTouchPoints: 0,
        expected: { ...desktop, isMacOS: true, isApple: true, isSafari: true },
      },
      {
        maxTouchPoints: null,
        expected: { ...desktop, isMacOS: true, isApple: true, isSafari: true },
      },
      {
        maxTouchPoints: Number.NaN,
        expected: { ...desktop, isMacOS: true, isApple: true, isSafari: true },
      },
    ])('with $maxTouchPoints touch points', ({ maxTouchPoints, expected }) => {
      const userAgent = userAgents.macSafari;
      expect(deviceInfo(userAgent, { maxTouchPoints })).toEqual({ userAgent, ...expected });
    });

    test('touch points on Windows do not make a tablet', () => {
      expect(deviceInfo(userAgents.windowsChrome, { maxTouchPoints: 10 }).isTablet).toBe(false);
    });
  });

  describe('client hints', () => {
    test.each([
      { mobile: '?1', expected: true },
      { mobile: true, expected: true },
      { mobile: '?0', expected: false },
      { mobile: false, expected: false },
      { mobile: 'yes', expected: false },
      { mobile: null, expected: false },
    ])(
      'Sec-CH-UA-Mobile $mobile on a desktop agent gives mobile $expected',
      ({ mobile, expected }) => {
        expect(deviceInfo(userAgents.windowsChrome, { mobile }).isMobile).toBe(expected);
      },
    );

    test('"request desktop site" on a phone (?0) is believed', () => {
      expect(deviceInfo(userAgents.androidChrome, { mobile: '?0' })).toMatchObject({
        isMobile: false,
        isDesktop: true,
      });
    });

    test('a phone hint overrules a tablet-looking agent', () => {
      expect(deviceInfo(userAgents.androidTabletChrome, { mobile: '?1' })).toMatchObject({
        isMobile: true,
        isTablet: false,
      });
    });

    test('a desktop hint leaves a tablet a tablet', () => {
      expect(deviceInfo(userAgents.androidTabletChrome, { mobile: '?0' }).isTablet).toBe(true);
    });

    test.each([
      { platform: '"Windows"', expected: { isWindows: true, isAndroid: false } },
      { platform: 'macOS', expected: { isMacOS: true, isApple: true, isAndroid: false } },
      { platform: '"Android"', expected: { isAndroid: true } },
      { platform: '"Chrome OS"', expected: { isAndroid: false, isWindows: false } },
      { platform: '"Linux"', expected: { isAndroid: false } },
      { platform: '"iOS"', expected: { isIos: true, isApple: true } },
    ])('Sec-CH-UA-Platform $platform decides the system', ({ platform, expected }) => {
      expect(deviceInfo(userAgents.androidChrome, { platform })).toMatchObject(expected);
    });

    test.each([
      { platform: '"Unknown"' },
      { platform: '' },
      { platform: 'constructor' },
      { platform: null },
    ])('an unusable platform hint $platform leaves the user agent to decide', ({ platform }) => {
      expect(deviceInfo(userAgents.windowsEdge, { platform }).isWindows).toBe(true);
    });
  });

  test('the flags always agree with each other', () => {
    for (const userAgent of Object.values(userAgents)) {
      const info = deviceInfo(userAgent);
      expect(info.isMobileOrTablet).toBe(info.isMobile || info.isTablet);
      expect(info.isDesktop).toBe(!info.isMobileOrTablet);
      expect(info.isDesktopOrTablet).toBe(!info.isMobile);
      expect(info.isApple).toBe(info.isIos || info.isMacOS);
      expect(info.isMobile && info.isTablet).toBe(false);
    }
  });
});
