import * as React from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the server's HTML (the server render and hydration), true once React
 * runs in the browser. Controls that only work with JavaScript render their plain-HTML
 * fallback (a link) until then, so the page works before and without scripts.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
