import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { queryValue } from './query-string';

/** The query parameter Storyblok's visual editor adds to the previewed URL: the story's id. */
export const cmsPreviewMarker = '_storyblok';

/**
 * The storefront's own preview page of a story (`/cms-vorschau/{full slug}`), opened by the
 * editor; kept out of search engines like the rest of the preview.
 */
export const cmsPreviewPath = '/cms-vorschau/';

/** The editor token's query parameters, as Storyblok's visual editor sends them. */
export const cmsEditorTokenParameters = {
  spaceId: '_storyblok_tk[space_id]',
  timestamp: '_storyblok_tk[timestamp]',
  token: '_storyblok_tk[token]',
} as const;

/** Storyblok's editor tokens are valid for an hour after they are issued. */
export const cmsEditorTokenMaxAgeSeconds = 3600;

/** The editor token of a preview URL. */
export interface CmsEditorToken {
  readonly spaceId: string;
  readonly timestamp: string;
  readonly token: string;
}

/** What a URL's query says about the CMS preview (§2 static scripts: /sbBridge.js). */
export interface CmsPreviewQuery {
  /** The query carries the preview marker or the editor token: the bridge is loaded. */
  readonly requested: boolean;
  /** The marker's value: the id of the story the editor opened, when it names one. */
  readonly storyId: string | null;
  readonly editorToken: CmsEditorToken | null;
}

/**
 * Reads the CMS preview parameters of a query string. §2: the bridge is loaded when the query
 * has the preview marker, and also with the editor token parameter alone.
 *
 * @example
 * cmsPreviewQuery('?_storyblok=440665914&_storyblok_c=page')
 * // { requested: true, storyId: '440665914', editorToken: null }
 */
export function cmsPreviewQuery(search: string | null | undefined): CmsPreviewQuery {
  const marker = queryValue(search, cmsPreviewMarker);
  const spaceId = queryValue(search, cmsEditorTokenParameters.spaceId);
  const timestamp = queryValue(search, cmsEditorTokenParameters.timestamp);
  const token = queryValue(search, cmsEditorTokenParameters.token);
  const editorToken =
    token !== null && token !== ''
      ? { spaceId: spaceId ?? '', timestamp: timestamp ?? '', token }
      : null;
  const storyId = marker !== null && marker.trim() !== '' ? marker.trim() : null;
  return { requested: marker !== null || editorToken !== null, storyId, editorToken };
}

/**
 * The token Storyblok's visual editor signs a preview URL with: the SHA-1 of
 * `{space id}:{preview token}:{timestamp}`, in lower-case hex. The local preview signs its
 * frame the same way, so both reach drafts through one check.
 */
export function signEditorToken(spaceId: string, previewToken: string, timestamp: string): string {
  return bytesToHex(sha1(utf8ToBytes(`${spaceId}:${previewToken}:${timestamp}`)));
}

/**
 * Compares two strings in time that depends on their length only, not on where they differ:
 * a signature compared with `===` tells an attacker, by its timing, how many leading
 * characters of a guess were right.
 */
export function constantTimeEquals(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index % Math.max(b.length, 1));
  }
  return difference === 0;
}

/**
 * Whether an editor token was issued by the CMS for this space (issue 12 item 7): Storyblok
 * signs `{space id}:{preview token}:{timestamp}` with SHA-1 ("validate the request from the
 * visual editor"), and the token counts for `maxAgeSeconds` after its timestamp (an hour by
 * default, as Storyblok recommends). Only someone who knows the preview token can make one, so
 * drafts are shown to editors alone. The signature is compared in constant time.
 *
 * @param nowSeconds the current time in Unix seconds
 */
export function isValidEditorToken(
  editorToken: CmsEditorToken | null | undefined,
  previewToken: string,
  nowSeconds: number,
  maxAgeSeconds: number = cmsEditorTokenMaxAgeSeconds,
): boolean {
  if (!editorToken || previewToken === '') return false;
  const timestamp = Number(editorToken.timestamp);
  if (!/^\d{1,12}$/.test(editorToken.timestamp) || !Number.isSafeInteger(timestamp)) return false;
  const age = nowSeconds - timestamp;
  // A minute of clock skew between the CMS and this server is tolerated.
  if (age < -60 || age > maxAgeSeconds) return false;
  const expected = signEditorToken(editorToken.spaceId, previewToken, editorToken.timestamp);
  return constantTimeEquals(expected, editorToken.token.toLowerCase());
}
