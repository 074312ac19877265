import { type ComponentType, type ReactElement, Suspense, use } from 'react';

export type LazyView<Props extends object> = ((props: Props) => ReactElement) & {
  /** Loads the view's code; settles once it renders without suspending. */
  readonly preload: () => Promise<unknown>;
};

/**
 * A component whose code is its own chunk, loaded by the pages that render it (a CMS block
 * bringing the listing's facets and selects, a dialog's panel…), not by every page.
 *
 * Unlike `React.lazy`, a view whose code was preloaded renders at once: a server preloads its
 * views before its first page, so its HTML is whole and has no streamed fallbacks, and a
 * client navigation can preload the next page's views before showing it. In the browser a view
 * not loaded yet suspends inside its own boundary, and hydration keeps the server's HTML of
 * it until the code is there.
 */
export function lazyView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyView<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const preload = (): Promise<ComponentType<Props>> => {
    loading ??= load().then((view) => {
      loaded = view;
      return view;
    });
    return loading;
  };
  function LoadedView(props: Props) {
    // `use` may be called conditionally; a loaded view never suspends.
    const View = loaded ?? use(preload());
    return <View {...props} />;
  }
  function ViewChunk(props: Props) {
    return (
      <Suspense fallback={null}>
        <LoadedView {...props} />
      </Suspense>
    );
  }
  return Object.assign(ViewChunk, { preload });
}
