import type { Story } from '@vitrine/content';
import { resolvePageRequest } from '@vitrine/domain';
import { data } from 'react-router';
import { contentLocaleOf } from '../../server/content/content-locale';
import { privatePageCache } from '../../server/http/cache-control';
import type { PageRequestContext } from '../load-context';

/** What the local preview page shows: the draft story and the framed page. */
export interface LocalPreviewData {
  readonly story: Story;
  /** The page in CMS preview mode, as the frame loads it. */
  readonly framePath: string;
  /** Saving to the story files is for development on the local content space (issue 5). */
  readonly canSave: boolean;
}

/**
 * The local preview page of a story (issue 5: editing without Storyblok). Only on the local
 * content space, and only for an editor who proved it (issue 12 item 7): the space's preview
 * token in the query (`?preview_token=`), or the preview cookie such a visit earned; with
 * Storyblok, its visual editor is the preview. Anyone else, and a path that is no page, gets
 * the 404 page, so drafts do not even show that they exist. The framed page carries the
 * editor's signature, as Storyblok's editor sends it, so it shows the draft too.
 */
export async function loadLocalPreview(
  splat: string | undefined,
  context: PageRequestContext,
): Promise<LocalPreviewData> {
  const notFound = () =>
    data(`Page Not Found: ${context.path}`, {
      status: 404,
      statusText: 'Not Found',
      headers: { 'Cache-Control': privatePageCache },
    });
  if (context.services.content.kind !== 'local' || !context.preview.granted) throw notFound();
  const request = resolvePageRequest({
    slug: splat ?? '',
    localePrefix: context.locale.pathPrefix,
  });
  if (request.kind !== 'fetch') throw notFound();
  const result = await context.services.content.preview.page({
    ...contentLocaleOf(context.shop, context.locale),
    path: request.path,
  });
  if (result.page === null) throw notFound();
  const pagePath = `${context.locale.pathPrefix}/${request.path === '' ? '' : `${request.path}/`}`;
  return {
    story: result.page,
    framePath: `${pagePath}${context.services.preview.editorQuery(String(result.page.id))}`,
    canSave: context.environment === 'development',
  };
}
