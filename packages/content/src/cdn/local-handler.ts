import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { demoStoriesDirectory, loadContentSpace } from '../space/load-space';
import { type CdnHandler, type CdnHandlerOptions, createCdnHandler } from './cdn-handler';

export interface LocalCdnHandlerOptions extends Omit<CdnHandlerOptions, 'space' | 'drawings'> {
  /** The stories folder; the demo stories by default. */
  readonly directory?: string;
}

/**
 * The drawings of a stories folder's assets: `assets/{brand}/{name}.svg`, by `{brand}/{name}`.
 * A folder without them has none (its assets are drawn as placeholders).
 */
export async function loadAssetDrawings(directory: string): Promise<Map<string, string>> {
  const folder = join(directory, 'assets');
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const drawings = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.svg')) continue;
    const file = join(entry.parentPath, entry.name);
    const key = relative(folder, file).split(sep).join('/').slice(0, -'.svg'.length);
    drawings.set(key, await readFile(file, 'utf8'));
  }
  return drawings;
}

/**
 * The CDN handler over the stories on disk: what the storefront server mounts when no
 * Storyblok token is set. The stories and the drawings of their assets are read once, here; a
 * broken story file fails now, not on the first request.
 *
 * @example
 * const handler = await createLocalCdnHandler({ tokens: { public: 'pub', preview: 'prev' } });
 * app.use('/_content', toNodeListener(handler));
 */
export async function createLocalCdnHandler(
  options: LocalCdnHandlerOptions = {},
): Promise<CdnHandler> {
  const directory = options.directory ?? demoStoriesDirectory;
  const [space, drawings] = await Promise.all([
    loadContentSpace(directory),
    loadAssetDrawings(directory),
  ]);
  return createCdnHandler({ ...options, space, drawings });
}
