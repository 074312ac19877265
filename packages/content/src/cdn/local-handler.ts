import { loadContentSpace } from '../space/load-space';
import { type CdnHandler, type CdnHandlerOptions, createCdnHandler } from './cdn-handler';

export interface LocalCdnHandlerOptions extends Omit<CdnHandlerOptions, 'space'> {
  /** The stories folder; the demo stories by default. */
  readonly directory?: string;
}

/**
 * The CDN handler over the stories on disk: what the storefront server mounts when no
 * Storyblok token is set. The stories are read once, here; a broken story file fails now,
 * not on the first request.
 *
 * @example
 * const handler = await createLocalCdnHandler({ tokens: { public: 'pub', preview: 'prev' } });
 * app.use('/_content', toNodeListener(handler));
 */
export async function createLocalCdnHandler(
  options: LocalCdnHandlerOptions = {},
): Promise<CdnHandler> {
  const space = await loadContentSpace(options.directory);
  return createCdnHandler({ ...options, space });
}
