/** What the analytics script is told by its tag: where it posts, and the page's shop. */
export interface AnalyticsPageSetting {
  /** Where the script posts its events (`/api/analytics/events/`, or on another host). */
  readonly collector: string;
  /** The shop's key, sent with each event. */
  readonly shop: string;
}

/** The page's analytics setting, once the page has started (null before, and on the server). */
let current: AnalyticsPageSetting | null = null;

/** Kept by the page's start, read when a banner decision allows the script later. */
export function setAnalyticsPage(setting: AnalyticsPageSetting): void {
  current = setting;
}

export function analyticsPage(): AnalyticsPageSetting | null {
  return current;
}
