import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createPreviewAccess } from '../server/preview/preview-access';

const now = 1_790_000_000;
const signed = (token: string, timestamp = now - 10) =>
  `?_storyblok=1&_storyblok_tk[space_id]=42&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${createHash('sha1').update(`42:${token}:${timestamp}`).digest('hex')}`;

describe('who may see the CMS preview (spec §2 preview, issue 5)', () => {
  test('on the local content space the marker alone opens the preview', () => {
    const access = createPreviewAccess('local', {}, () => now);
    expect(access('?_storyblok=440665914')).toBe(true);
    expect(access('?_storyblok_tk[token]=abc')).toBe(true);
    expect(access('?page=2')).toBe(false);
    expect(access('')).toBe(false);
  });

  test('with Storyblok the editor token must be signed with the preview token', () => {
    const env = { STORYBLOK_TOKEN: 'public', STORYBLOK_PREVIEW_TOKEN: 'secret-preview' };
    const access = createPreviewAccess('storyblok', env, () => now);
    expect(access(signed('secret-preview'))).toBe(true);
    expect(access('?_storyblok=440665914')).toBe(false);
    expect(access(signed('public'))).toBe(false);
    expect(access(signed('secret-preview', now - 7200))).toBe(false);
  });

  test('without a preview token of its own, Storyblok signs with the public token', () => {
    const access = createPreviewAccess('storyblok', { STORYBLOK_TOKEN: 'only-token' }, () => now);
    expect(access(signed('only-token'))).toBe(true);
  });
});
