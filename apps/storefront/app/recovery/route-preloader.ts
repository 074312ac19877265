import { routePreloadConcurrency } from '@vitrine/domain/recovery';
import { createTaskQueue } from './task-queue';

/** What a route preloader needs from the page: which modules a path lacks, how to load one. */
export interface RoutePreloaderParts {
  /** The route modules `pathname` needs that the page has not loaded yet: route id and file. */
  readonly missingModules: (pathname: string) => readonly (readonly [string, string])[];
  /** Loads one module file (the browser's `import()`). */
  readonly load: (file: string) => Promise<unknown>;
  /** Keeps a loaded module where the router looks for it. */
  readonly keep: (id: string, module: unknown) => void;
  /** How many pages preload at once (§9 route preload queue: 4). */
  readonly concurrency?: number;
}

/**
 * Preloads the route modules of pages the shopper is about to open, at most
 * `concurrency` pages at once (§9: 4); the others wait their turn in order. One page asked for
 * again while it loads shares that load. Answers true once the modules are there, false when
 * one failed — no reason to reload yet: the click meets it with the chunk recovery.
 */
export function createRoutePreloader({
  missingModules,
  load,
  keep,
  concurrency = routePreloadConcurrency,
}: RoutePreloaderParts): (path: string) => Promise<boolean> {
  const queue = createTaskQueue(concurrency);
  const preloading = new Map<string, Promise<boolean>>();
  return (path) => {
    const pathname = path.split(/[?#]/, 1)[0] ?? '/';
    const known = preloading.get(pathname);
    if (known) return known;
    const loaded = queue
      .run(async () => {
        for (const [id, file] of missingModules(pathname)) keep(id, await load(file));
        return true;
      })
      .catch(() => false)
      .finally(() => preloading.delete(pathname));
    preloading.set(pathname, loaded);
    return loaded;
  };
}
