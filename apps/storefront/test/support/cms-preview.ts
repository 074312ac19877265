import { defaultCdnTokens } from '@vitrine/content';
import { signEditorToken } from '@vitrine/domain';

/** The local content space's preview token the test servers run with (the development default). */
export const localPreviewToken = defaultCdnTokens.preview;

/**
 * A preview query as Storyblok's visual editor sends it (issue 12 item 7): the story id and
 * `_storyblok_tk[…]` signed with the preview token, `ageSeconds` old.
 */
export function editorQuery(
  storyId: string,
  options: { readonly previewToken?: string; readonly ageSeconds?: number } = {},
): string {
  const timestamp = String(Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 5));
  const spaceId = '4711';
  const token = signEditorToken(spaceId, options.previewToken ?? localPreviewToken, timestamp);
  return `?_storyblok=${storyId}&_storyblok_c=page&_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token}`;
}
