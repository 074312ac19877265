import { type ClientInstrumentation, matchRoutes, type RouteObject } from 'react-router';
import type { BuildWatch } from './build-watch';
import { recoverFromChunkFailure } from './chunk-recovery';

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

/**
 * The route modules a navigation to `path` needs that the page has not loaded yet, loaded
 * before React Router asks for them: a module that fails (a deploy removed it) is recovered
 * from here — one reload with the page's state kept, or within the reload guard the error
 * page — instead of React Router's own reload, which knows no guard and would loop.
 */
async function loadRouteModules(path: string): Promise<void> {
  const framework = window as FrameworkWindow;
  const modules = framework.__reactRouterRouteModules;
  const manifest = framework.__reactRouterManifest;
  if (!modules || !manifest) return;
  for (const id of matchIds(path)) {
    const module = manifest.routes[id]?.module;
    if (module === undefined || id in modules) continue;
    try {
      modules[id] = await import(/* @vite-ignore */ module);
    } catch (error) {
      if (recoverFromChunkFailure(error) === 'reloading') await never();
      // The error page: the route renders the failure, which the root's error boundary shows.
      modules[id] = {
        default: () => {
          throw error;
        },
      };
    }
  }
}

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
