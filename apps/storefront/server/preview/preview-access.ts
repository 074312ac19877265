import { contentSourceFromEnv } from '@vitrine/content';
import { cmsPreviewQuery, isValidEditorToken } from '@vitrine/domain';

type Env = Readonly<Record<string, string | undefined>>;

/** Decides whether a request's query opens the CMS preview (draft content, the bridge, framing). */
export type PreviewAccess = (search: string) => boolean;

/**
 * The CMS preview's gate (§2 preview). The local content space is public demo content, so its
 * preview marker alone opens the preview — editors without Storyblok use it in every mode. With
 * Storyblok, drafts are unpublished work: the editor token must be signed with the space's
 * preview token, which only the visual editor knows.
 */
export function createPreviewAccess(
  contentKind: 'local' | 'storyblok',
  env: Env = process.env,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
): PreviewAccess {
  const previewToken =
    contentKind === 'storyblok'
      ? contentSourceFromEnv(env, { localEndpoint: 'http://unused/v2', preview: true }).accessToken
      : '';
  return (search) => {
    const query = cmsPreviewQuery(search);
    if (!query.requested) return false;
    if (contentKind === 'local') return true;
    return isValidEditorToken(query.editorToken, previewToken, nowSeconds());
  };
}

const accessByKind = new Map<string, PreviewAccess>();

/** The process's preview gate for a content kind, built once from the environment. */
export function previewAccessFor(contentKind: 'local' | 'storyblok'): PreviewAccess {
  let access = accessByKind.get(contentKind);
  if (!access) {
    access = createPreviewAccess(contentKind);
    accessByKind.set(contentKind, access);
  }
  return access;
}
