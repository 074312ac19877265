import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const appFile = (path: string) => fileURLToPath(new URL(`./app/${path}`, import.meta.url));
const frameEntries = [appFile('entry.client.tsx'), appFile('root.tsx'), appFile('routes/shop-layout.tsx')];

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
};

const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;

function clientChunks() {
  let seeds: Set<string> | undefined;
  const frameSeeds = (graph: ModuleGraph) => {
    if (seeds) return seeds;
    seeds = new Set(frameEntries.slice(1));
    for (const entry of frameEntries) for (const id of graph.getModuleInfo(entry)?.importedIds ?? []) seeds.add(id);
    if (process.env.CHUNK_DEBUG) console.log('frame seeds', [...seeds]);
    return seeds;
  };
  return {
    groups: [
      { name: 'framework', test: framework, priority: 2 },
      {
        name: (id: string, graph: ModuleGraph) => (frameSeeds(graph).has(id) ? 'frame' : null),
        priority: 1,
      },
    ],
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is the Express app, so the production server imports one module.
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' } }
    : process.env.CHUNK_MODE === 'none' ? {} : { rollupOptions: { output: { codeSplitting: clientChunks() } } },
  plugins: [tailwindcss(), reactRouter(), {
    name: 'chunk-debug',
    generateBundle(_o: unknown, bundle: Record<string, { type: string; name?: string; moduleIds?: string[]; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>) {
      if (!process.env.CHUNK_DEBUG || isSsrBuild) return;
      const out: Record<string, unknown> = {};
      for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk') out[file] = { modules: chunk.moduleIds, entry: chunk.isEntry, dyn: chunk.isDynamicEntry, imports: chunk.imports, dynamicImports: chunk.dynamicImports };
      require('node:fs').writeFileSync(process.env.CHUNK_DEBUG, JSON.stringify(out, null, 1));
    },
  }],
}));
