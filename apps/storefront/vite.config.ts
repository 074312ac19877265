import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** What the chunking reads of the module graph (Rolldown's `getModuleInfo`). */
type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/** The framework every page runs: React, React DOM, React Router and i18next with its hook. */
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;

const appModule = (path: string) => fileURLToPath(new URL(`./app/${path}`, import.meta.url));

/**
 * The modules every page loads (issue 14): what the client entry, the root and the shop layout
 * (every page's parent) import. Rolldown adds what those import in turn, after tree-shaking; a
 * walk of our own would follow a package's index into every one of its modules (the dialogs,
 * the listing), which the pages load later or not at all.
 */
function frameModules(graph: ModuleGraph): Set<string> {
  const entryClient = appModule('entry.client.tsx');
  const frameRoutes = [appModule('root.tsx'), appModule('routes/shop-layout.tsx')];
  // The brand's arrangement (issue 21), which CMS pages, listings and product pages read: a
  // few bytes in the frame instead of two chunks of their own named in every page.
  const modules = new Set([...frameRoutes, appModule('shop-arrangement.ts')]);
  for (const id of [entryClient, ...frameRoutes]) {
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) modules.add(imported);
  }
  return modules;
}

/**
 * The browser build's chunks (issue 14). Left to itself, Rolldown cut the code every page loads
 * into some forty files by the set of routes and lazy views that share each module (a few
 * hundred bytes each, every one with its own compression overhead, imports and preload entry).
 * Two chunks hold it instead: the framework (it changes with an upgrade, so it stays cached
 * across our deploys) and the frame (the root's and the shop layout's views, the texts' loader,
 * the client's recovery). Route, block-view and lazy chunks (dialogs, consent rules, tracking
 * builders, the web vitals reporter) are split as before, so no page loads code it did not.
 */
function clientChunks() {
  let frame: Set<string> | undefined;
  return {
    groups: [
      { name: 'framework', test: framework, priority: 2 },
      {
        name: (id: string, graph: ModuleGraph) => {
          frame ??= frameModules(graph);
          return frame.has(id) ? 'frame' : null;
        },
        priority: 1,
      },
    ],
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is the Express app, so the production server imports one module.
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' } }
    : { rollupOptions: { output: { codeSplitting: clientChunks() } } },
  plugins: [tailwindcss(), reactRouter()],
}));
