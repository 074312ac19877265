import * as React from 'react';
import { useFetcher } from 'react-router';
import { useShowToast } from '../toasts/page-toasts';
import { pushToDataLayer } from '../tracking/data-layer';
import type { BasketFormResult } from './basket-form-post.server';

/** Asks the page to handle the answer of the fetcher with this key (a line or the voucher form). */
const WatchFetcherContext = React.createContext<(fetcherKey: string) => void>(() => {});

export function useWatchFetcherAnswer(): (fetcherKey: string) => void {
  return React.useContext(WatchFetcherContext);
}

/** Shows one fetcher's answer once it has come: its toast and its §4 event into the data layer. */
function FetcherAnswer({
  fetcherKey,
  onDone,
}: {
  fetcherKey: string;
  onDone: (key: string) => void;
}) {
  const fetcher = useFetcher<BasketFormResult>({ key: fetcherKey });
  const showToast = useShowToast();
  const handled = React.useRef<BasketFormResult | undefined>(fetcher.data);
  React.useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || answer === undefined || handled.current === answer) return;
    handled.current = answer;
    if (answer.tracking !== undefined) pushToDataLayer(answer.tracking);
    showToast(answer.toast);
    onDone(fetcherKey);
  });
  return null;
}

/**
 * The basket's fetchers' answers, handled by the page rather than by the line that sent them:
 * a removed line is gone from the page by the time its answer is in, and its
 * `remove_from_cart` must still reach the data layer.
 */
export function BasketAnswers({ children }: { readonly children: React.ReactNode }) {
  const [watched, setWatched] = React.useState<readonly string[]>([]);
  const watch = React.useCallback(
    (key: string) => setWatched((keys) => (keys.includes(key) ? keys : [...keys, key])),
    [],
  );
  const done = React.useCallback(
    (key: string) => setWatched((keys) => keys.filter((candidate) => candidate !== key)),
    [],
  );
  return (
    <WatchFetcherContext.Provider value={watch}>
      {children}
      {watched.map((key) => (
        <FetcherAnswer key={key} fetcherKey={key} onDone={done} />
      ))}
    </WatchFetcherContext.Provider>
  );
}
