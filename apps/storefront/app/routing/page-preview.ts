import * as React from 'react';
import { useFetcher } from 'react-router';

/** A route loader's data as a fetcher receives it (serialised). */
type FetchedData<Loader> = NonNullable<ReturnType<typeof useFetcher<Loader>>['data']>;

/** The page's loader data for another URL, with the URL it was asked for. */
export interface PagePreview<Data> {
  readonly href: string;
  readonly data: Data;
}

/**
 * Asks this page's route what another of its URLs shows, without going there (React Router's
 * fetcher: the route's loader for `href`, nothing navigated, nothing revalidated). A listing's
 * filter dialog learns what its draft of filters finds this way (issue 21). `loaded` is the
 * answer to the last URL asked, and null while it is on its way: an older answer never stands
 * for a newer question.
 */
export function usePagePreview<Loader>(): {
  readonly load: (href: string) => void;
  readonly loaded: PagePreview<FetchedData<Loader>> | null;
} {
  const fetcher = useFetcher<Loader>();
  const [asked, setAsked] = React.useState<string | null>(null);
  const { load: fetch } = fetcher;
  const load = React.useCallback(
    (href: string) => {
      setAsked(href);
      void fetch(href);
    },
    [fetch],
  );
  const data = fetcher.state === 'idle' ? fetcher.data : undefined;
  const loaded = React.useMemo(
    () => (asked === null || data === undefined || data === null ? null : { href: asked, data }),
    [asked, data],
  );
  return { load, loaded };
}
