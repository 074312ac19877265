/**
 * Device info (spec §3) from a user-agent string, with optional client hints. Flags are
 * independent answers, so a crawler that announces a phone is both `isCrawler` and `isMobile`.
 */
import { isbot } from 'isbot';

/** Delay in ms after the last window resize before device flags are worked out again (§4). */
export const deviceRefreshDelay = 50;

export interface DeviceInfo {
  readonly userAgent: string;
  readonly isMobile: boolean;
  readonly isMobileOrTablet: boolean;
  readonly isTablet: boolean;
  readonly isDesktop: boolean;
  readonly isIos: boolean;
  readonly isAndroid: boolean;
  readonly isWindows: boolean;
  readonly isMacOS: boolean;
  readonly isApple: boolean;
  readonly isDesktopOrTablet: boolean;
  readonly isSafari: boolean;
  readonly isFirefox: boolean;
  readonly isEdge: boolean;
  readonly isChrome: boolean;
  readonly isSamsung: boolean;
  readonly isCrawler: boolean;
}

/** What the request or the browser tells beyond the user agent; every field is optional. */
export interface DeviceSignals {
  /** `Sec-CH-UA-Mobile`: a boolean, or the header as sent (`?1`, `?0`). */
  readonly mobile?: boolean | string | null;
  /** `Sec-CH-UA-Platform`, quoted as sent (`"Android"`) or plain. */
  readonly platform?: string | null;
  /**
   * `navigator.maxTouchPoints` on the client. iPadOS Safari sends the Mac user agent, so
   * touch support is the only way to tell an iPad from a Mac.
   */
  readonly maxTouchPoints?: number | null;
}

type Platform = 'android' | 'ios' | 'macOS' | 'windows' | 'other';

/** `Sec-CH-UA-Platform` values; "Unknown" and anything else leave the user agent to decide. */
const platformHints: ReadonlyMap<string, Platform> = new Map<string, Platform>([
  ['android', 'android'],
  ['ios', 'ios'],
  ['macos', 'macOS'],
  ['windows', 'windows'],
  ['linux', 'other'],
  ['chrome os', 'other'],
  ['chromium os', 'other'],
]);

const mobileHint = (value: DeviceSignals['mobile']): boolean | null => {
  if (typeof value === 'boolean') return value;
  if (value === '?1') return true;
  if (value === '?0') return false;
  return null;
};

const platformHint = (value: DeviceSignals['platform']): Platform | null => {
  if (typeof value !== 'string') return null;
  return platformHints.get(value.replace(/"/g, '').trim().toLowerCase()) ?? null;
};

const platformFromUserAgent = (userAgent: string, isIpadAsMac: boolean): Platform => {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent) || isIpadAsMac) return 'ios';
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  if (/\bWindows\b/.test(userAgent)) return 'windows';
  if (/\bMacintosh\b|\bMac OS X\b/.test(userAgent)) return 'macOS';
  return 'other';
};

const isTabletUserAgent = (userAgent: string, isIpadAsMac: boolean): boolean =>
  isIpadAsMac ||
  /\b(iPad|Tablet|Kindle|Silk|PlayBook)\b/i.test(userAgent) ||
  // Android phones say "Mobile"; Android without it is a tablet (Chrome, WebView, Samsung).
  (/\bAndroid\b/i.test(userAgent) && !/\bMobile\b/i.test(userAgent));

const isMobileUserAgent = (userAgent: string): boolean =>
  /\b(iPhone|iPod|Mobile|Opera Mini|BlackBerry|BB10|IEMobile|Windows Phone)\b/i.test(userAgent);

/**
 * Works out the device flags of spec §3. Crawlers are recognised by the maintained `isbot`
 * list. An empty or missing user agent is a desktop that is not a crawler (as `isbot` sees
 * it); text `isbot` does not know as a browser counts as a crawler.
 *
 * @example
 * deviceInfo(request.headers.get('user-agent'), {
 *   mobile: request.headers.get('sec-ch-ua-mobile'),
 *   platform: request.headers.get('sec-ch-ua-platform'),
 * }).isMobile;
 */
export function deviceInfo(
  userAgent: string | null | undefined,
  signals: DeviceSignals = {},
): DeviceInfo {
  const agent = typeof userAgent === 'string' ? userAgent : '';
  const touchPoints = signals.maxTouchPoints;
  const isIpadAsMac =
    /\bMacintosh\b/.test(agent) && typeof touchPoints === 'number' && touchPoints > 1;
  const platform = platformHint(signals.platform) ?? platformFromUserAgent(agent, isIpadAsMac);
  const hintedMobile = mobileHint(signals.mobile);
  const isTablet = hintedMobile !== true && isTabletUserAgent(agent, isIpadAsMac);
  const isMobile = !isTablet && (hintedMobile ?? isMobileUserAgent(agent));

  const isEdge = /\b(Edge|Edg|EdgA|EdgiOS)\//.test(agent);
  const isSamsung = /\bSamsungBrowser\//.test(agent);
  const isFirefox = /\b(Firefox|FxiOS)\//.test(agent);
  const isOpera = /\b(OPR|OPT|OPiOS|Opera)\b/.test(agent);
  const hasChromeToken = /\b(Chrome|CriOS|Chromium)\//.test(agent);
  const isChrome = hasChromeToken && !isEdge && !isSamsung && !isOpera;
  // Only Apple's own Safari carries Version/ and Safari/ without another browser's token.
  const isSafari =
    /\bVersion\//.test(agent) &&
    /\bSafari\//.test(agent) &&
    !hasChromeToken &&
    !isEdge &&
    !isFirefox &&
    !isOpera &&
    !/\bAndroid\b/i.test(agent);

  const isIos = platform === 'ios';
  const isMacOS = platform === 'macOS';
  return {
    userAgent: agent,
    isMobile,
    isMobileOrTablet: isMobile || isTablet,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos,
    isAndroid: platform === 'android',
    isWindows: platform === 'windows',
    isMacOS,
    isApple: isIos || isMacOS,
    isDesktopOrTablet: !isMobile,
    isSafari,
    isFirefox,
    isEdge,
    isChrome,
    isSamsung,
    isCrawler: isbot(agent),
  };
}
