import * as React from 'react';
import { type LinkProps, PrefetchPageLinks, Link as RouterLink } from 'react-router';
import { preloadRoute } from './recovering-navigation';

/** As React Router's `prefetch="intent"`: a hover or focus that lasts 100 ms means it. */
const intentDelayMs = 100;

type Handler<E> = ((event: E) => void) | undefined;

function both<E extends React.SyntheticEvent>(theirs: Handler<E>, ours: () => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours();
  };
}

/**
 * A React Router link that preloads its page on intent (hover, focus, touch) as
 * `prefetch="intent"` does, but through the route preload queue (§9: 4 at once) and with the
 * recovering loader: a route module that fails to load while only hovered reloads nothing
 * (React Router's own preload would reload the page, without a guard). Once the page's modules
 * are there, React Router's `<PrefetchPageLinks>` prefetches its data as before.
 */
export function PreloadingLink({
  to,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  onTouchStart,
  ...props
}: Omit<LinkProps, 'to' | 'prefetch'> & { readonly to: string }) {
  const [intent, setIntent] = React.useState(false);
  const [preloaded, setPreloaded] = React.useState(false);
  React.useEffect(() => {
    if (!intent) return;
    let current = true;
    const timer = setTimeout(() => {
      void preloadRoute(to).then((loaded) => {
        if (current && loaded) setPreloaded(true);
      });
    }, intentDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [intent, to]);
  const start = () => setIntent(true);
  const stop = () => setIntent(false);
  return (
    <>
      <RouterLink
        to={to}
        prefetch="none"
        onMouseEnter={both(onMouseEnter, start)}
        onMouseLeave={both(onMouseLeave, stop)}
        onFocus={both(onFocus, start)}
        onBlur={both(onBlur, stop)}
        onTouchStart={both(onTouchStart, start)}
        {...props}
      />
      {intent && preloaded ? <PrefetchPageLinks page={to} /> : null}
    </>
  );
}
