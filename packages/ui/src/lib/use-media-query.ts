import * as React from 'react';

/**
 * Whether a media query matches. On the server and in the first render it answers
 * `serverValue`, so hydration matches the server markup; then it follows the browser.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = React.useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return React.useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** `prefers-reduced-motion: reduce` (§4: no autoplay, no slide transition). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** The viewport width in CSS pixels, or null on the server (which renders the mobile layout). */
export function useViewportWidth(): number | null {
  const subscribe = React.useCallback((onChange: () => void) => {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }, []);
  return React.useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => null,
  );
}
