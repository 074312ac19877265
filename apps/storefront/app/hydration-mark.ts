import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it: `<html data-hydrated>`. From then on the page's
 * controls are React's (a link opens a dialog in place instead of loading the page that shows
 * it without JavaScript). The browser suites wait for the mark instead of guessing from a quiet
 * network, which on a busy machine came before hydration; a shop's monitoring can read it too.
 */
export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
