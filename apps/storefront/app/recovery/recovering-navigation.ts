import { type ClientInstrumentation, matchRoutes, type RouteObject } from 'react-router';
import type { BuildWatch } from './build-watch';
import { recoverFromChunkFailure } from './chunk-recovery';
import { createRoutePreloader } from './route-preloader';

/** What React Router keeps on `window` in framework mode: its routes and their modules. */
interface FrameworkWindow {
  readonly __reactRouterManifest?: {
    readonly routes: Readonly<Record<string, { readonly module: string } | undefined>>;
  };
  readonly __reactRouterRouteModules?: Record<string, unknown>;
  readonly __reactRouterDataRouter?: { readonly routes: RouteObject[] };
}

const never = () => new Promise<never>(() => undefined);

/** The route ids a path matches, deepest last (React Router's own matching). */
function matchIds(path: string): string[] {
  const routes = (window as FrameworkWindow).__reactRouterDataRouter?.routes ?? [];
  return (matchRoutes(routes, path) ?? []).flatMap((match) =>
    match.route.id ? [match.route.id] : [],
  );
}

/** The route modules `path` needs that the page has not loaded yet: route id and file. */
function missingRouteModules(path: string): (readonly [string, string])[] {
  const framework = window as FrameworkWindow;
  const modules = framework.__reactRouterRouteModules;
  const manifest = framework.__reactRouterManifest;
  if (!modules || !manifest) return [];
  return matchIds(path).flatMap((id) => {
    const module = manifest.routes[id]?.module;
    return module === undefined || id in modules ? [] : [[id, module] as const];
  });
}

function keepRouteModule(id: string, module: unknown): void {
  const modules = (window as FrameworkWindow).__reactRouterRouteModules;
  if (modules) modules[id] = module;
}

/**
 * The route modules a navigation to `path` needs, loaded before React Router asks for them:
 * a module that fails (a deploy removed it) is recovered from here — one reload with the
 * page's state kept, or within the reload guard the error page — instead of React Router's
 * own reload, which knows no guard and would loop.
 */
async function loadRouteModules(path: string): Promise<void> {
  for (const [id, module] of missingRouteModules(path)) {
    try {
      keepRouteModule(id, await import(/* @vite-ignore */ module));
    } catch (error) {
      if (recoverFromChunkFailure(error) === 'reloading') await never();
      // The error page: the route fails to load its data and to render, which the root's error
      // boundary shows (React Router asks the module for its loader and component).
      const fail = () => {
        throw error;
      };
      keepRouteModule(id, { default: fail, clientLoader: fail, clientAction: fail });
    }
  }
}

/**
 * Loads the route modules of a page the shopper is about to open (a link's hover or focus),
 * at most 4 pages at once (§9 route preload queue). True when they are there; a module that
 * fails is no reason to reload yet — the click meets it with the recovery above.
 */
export const preloadRoute = createRoutePreloader({
  missingModules: missingRouteModules,
  load: (file) => import(/* @vite-ignore */ file),
  keep: keepRouteModule,
});

/** A navigation React Router would answer in the page: a path and no form that is posted. */
function documentTarget(
  to: unknown,
  info: { readonly formMethod?: string; readonly formData?: FormData },
): string | null {
  if (typeof to !== 'string') return null;
  const method = (info.formMethod ?? 'get').toLowerCase();
  if (method !== 'get') return null;
  const target = new URL(to, window.location.href);
  if (info.formData) {
    target.search = new URLSearchParams(
      [...info.formData.entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ).toString();
  }
  return target.origin === window.location.origin
    ? `${target.pathname}${target.search}${target.hash}`
    : null;
}

/**
 * React Router's navigations, made to recover (issue 20, §4): after a new build was noticed
 * (`manifest-update`), the next navigation is a full page load of its address (a form that
 * posts still posts in the page); before a client navigation, the route modules it needs are
 * loaded with the chunk recovery above.
 */
export function recoveringNavigation(build: BuildWatch | null): ClientInstrumentation {
  return {
    router({ instrument }) {
      instrument({
        async navigate(callNavigate, info) {
          const target = documentTarget(info.to, info);
          if (target !== null && build?.changed()) {
            window.location.assign(target);
            await never();
          }
          if (target !== null) await loadRouteModules(target.split(/[?#]/, 1)[0] ?? '/');
          await callNavigate();
        },
      });
    },
  };
}

/**
 * Back and forward after a deploy load their page whole too: React Router answers them from
 * its own `popstate` listener (not its `navigate`), which this one, added before hydration,
 * runs ahead of. The address has already changed, so reloading loads that page.
 */
export function loadWholeOnHistoryAfterDeploy(build: BuildWatch | null): void {
  window.addEventListener('popstate', (event) => {
    if (!build?.changed()) return;
    event.stopImmediatePropagation();
    window.location.reload();
  });
}
