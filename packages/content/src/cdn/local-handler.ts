import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { demoStoriesDirectory, loadContentSpace } from '../space/load-space';
import { type CdnHandler, type CdnHandlerOptions, createCdnHandler } from './cdn-handler';
import { watchFolder } from './watch-folder';

/** What a local space's watch tells its owner (the storefront empties its caches on a save). */
export interface LocalSpaceWatch {
  /** The folder was read again after a save: the handler answers with the saved stories. */
  readonly onSaved: () => void;
  /**
   * The folder did not read after a save (a story broken or half written): the handler keeps
   * answering with the stories it had, and reads the folder again at the next save.
   */
  readonly onRefused: (error: unknown) => void;
}

export interface LocalCdnHandlerOptions extends Omit<CdnHandlerOptions, 'space' | 'drawings'> {
  /** The stories folder; the demo stories by default. */
  readonly directory?: string;
  /** Reads the folder again whenever a file in it is saved (issue 14: the local space's save). */
  readonly watch?: LocalSpaceWatch;
}

/** A local CDN handler; `close` ends its folder's watch. */
export type LocalCdnHandler = CdnHandler & { readonly close: () => void };

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
 * Storyblok token is set. The stories and the drawings of their assets are read here, so a
 * broken story file fails now, not on the first request; with `watch`, again after every save
 * in the folder, as a Storyblok space publishes an editor's change.
 *
 * @example
 * const handler = await createLocalCdnHandler({ tokens: { public: 'pub', preview: 'prev' } });
 * app.use('/_content', toNodeListener(handler));
 */
export async function createLocalCdnHandler(
  options: LocalCdnHandlerOptions = {},
): Promise<LocalCdnHandler> {
  const { directory = demoStoriesDirectory, watch, ...handlerOptions } = options;
  const read = async () => {
    const [space, drawings] = await Promise.all([
      loadContentSpace(directory),
      loadAssetDrawings(directory),
    ]);
    return createCdnHandler({ ...handlerOptions, space, drawings });
  };
  let current = await read();
  const close =
    watch === undefined
      ? () => undefined
      : watchFolder(directory, async () => {
          try {
            current = await read();
          } catch (error) {
            watch.onRefused(error);
            return;
          }
          watch.onSaved();
        });
  return Object.assign((request: Request) => current(request), { close });
}
