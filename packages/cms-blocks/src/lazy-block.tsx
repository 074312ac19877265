import { type ComponentType, type ReactElement, Suspense, use } from 'react';

export type LazyBlockView<Props extends object> = ((props: Props) => ReactElement) & {
  /** Loads the view's code; settles once it renders without suspending. */
  readonly preload: () => Promise<unknown>;
};

/**
 * A block view whose code is its own chunk, loaded by the pages that render the block (the
 * listing's facets and selects, the forms, the slider, rich text…), not by every page.
 *
 * Unlike `React.lazy`, a view whose code was preloaded renders at once: the server preloads
 * every view before its first page, so its HTML is whole and has no streamed fallbacks, and a
 * client navigation preloads the views of the next story before showing it. In the browser a
 * view not loaded yet suspends inside its own boundary, and hydration keeps the server's HTML
 * of that block until the code is there.
 */
export function lazyBlockView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyBlockView<Props> {
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
  function BlockViewChunk(props: Props) {
    return (
      <Suspense fallback={null}>
        <LoadedView {...props} />
      </Suspense>
    );
  }
  return Object.assign(BlockViewChunk, { preload });
}
