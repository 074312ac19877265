/**
 * Runs `start` once the browser is idle after the page showed, at the latest after `timeout`
 * ms, so work nobody waits for (consent rules, tag manager, analytics, web vitals) stays out of
 * hydration and the largest paint (issue 14). Safari has no `requestIdleCallback`: a timer of
 * `fallbackDelay` ms stands in. Returns what cancels the start (an effect's clean-up).
 */
export function whenIdle(start: () => void, timeout: number, fallbackDelay = 500): () => void {
  if ('requestIdleCallback' in window) {
    const idle = window.requestIdleCallback(() => start(), { timeout });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = setTimeout(start, fallbackDelay);
  return () => clearTimeout(timer);
}
