import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, test } from 'vitest';
import {
  cmsEditorTokenMaxAgeSeconds,
  cmsPreviewQuery,
  constantTimeEquals,
  isValidEditorToken,
  signEditorToken,
} from './cms-preview';

const previewToken = 'vitrine-preview-token';
const now = 1_790_000_000;
const sign = (spaceId: string, timestamp: string, token = previewToken) =>
  bytesToHex(sha1(utf8ToBytes(`${spaceId}:${token}:${timestamp}`)));
const editorQuery = (spaceId: string, timestamp: string, token: string) =>
  `?_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token}`;

describe('the CMS preview marker and editor token in the query (spec §2 static scripts)', () => {
  test.each([
    { search: '?_storyblok=440665914', requested: true, storyId: '440665914' },
    {
      search: '?_storyblok=440665914&_storyblok_c=page&a=1',
      requested: true,
      storyId: '440665914',
    },
    { search: '?_storyblok', requested: true, storyId: null },
    { search: '?_storyblok=%20', requested: true, storyId: null },
    { search: '?a=1&_storyblok=7', requested: true, storyId: '7' },
    { search: '?storyblok=7', requested: false, storyId: null },
    { search: '?_storyblok_c=page', requested: false, storyId: null },
    { search: '', requested: false, storyId: null },
    { search: null, requested: false, storyId: null },
  ])('$search: bridge requested $requested, story $storyId', ({ search, requested, storyId }) => {
    const query = cmsPreviewQuery(search);
    expect(query.requested).toBe(requested);
    expect(query.storyId).toBe(storyId);
    expect(query.editorToken).toBeNull();
  });

  test('the editor token alone also requests the bridge', () => {
    const query = cmsPreviewQuery(editorQuery('42', '1790000000', 'abc'));
    expect(query).toEqual({
      requested: true,
      storyId: null,
      editorToken: { spaceId: '42', timestamp: '1790000000', token: 'abc' },
    });
  });

  test('an empty editor token is no token', () => {
    expect(cmsPreviewQuery('?_storyblok_tk[token]=').requested).toBe(false);
  });

  test('a token without space id or timestamp is read with empty parts', () => {
    expect(cmsPreviewQuery('?_storyblok_tk[token]=abc').editorToken).toEqual({
      spaceId: '',
      timestamp: '',
      token: 'abc',
    });
  });
});

describe('editor tokens signed with the preview token (spec §2 preview)', () => {
  const timestamp = String(now - 60);
  const valid = { spaceId: '42', timestamp, token: sign('42', timestamp) };

  test('a token signed with the preview token within the hour is valid', () => {
    expect(isValidEditorToken(valid, previewToken, now)).toBe(true);
    expect(
      isValidEditorToken({ ...valid, token: valid.token.toUpperCase() }, previewToken, now),
    ).toBe(true);
  });

  test.each([
    { name: 'no token', token: null, preview: previewToken, at: now },
    { name: 'another preview token', token: valid, preview: 'other', at: now },
    { name: 'an empty preview token', token: valid, preview: '', at: now },
    {
      name: 'another space id',
      token: { ...valid, spaceId: '43' },
      preview: previewToken,
      at: now,
    },
    {
      name: 'a changed signature',
      token: { ...valid, token: `${valid.token.slice(1)}0` },
      preview: previewToken,
      at: now,
    },
    {
      name: 'an expired timestamp',
      token: valid,
      preview: previewToken,
      at: now + cmsEditorTokenMaxAgeSeconds,
    },
    { name: 'a timestamp from the future', token: valid, preview: previewToken, at: now - 600 },
    {
      name: 'a timestamp that is no number',
      token: { ...valid, timestamp: '1e9', token: sign('42', '1e9') },
      preview: previewToken,
      at: now,
    },
  ])('$name is refused', ({ token, preview, at }) => {
    expect(isValidEditorToken(token, preview, at)).toBe(false);
  });

  test('the token read from a real editor URL validates', () => {
    const query = cmsPreviewQuery(editorQuery('42', timestamp, sign('42', timestamp)));
    expect(isValidEditorToken(query.editorToken, previewToken, now)).toBe(true);
  });
});

describe('the editor signature of issue 12 item 7 (drafts only for the editor)', () => {
  test('the signature is the SHA-1 hex of space id, preview token and timestamp', () => {
    // Computed independently: `printf '42:vitrine-preview-token:1790000000' | sha1sum`.
    expect(signEditorToken('42', previewToken, '1790000000')).toBe(
      'fcc422f4d5a129c135b199a398c67c2987164215',
    );
  });

  const issued = now - 1800;
  const token = {
    spaceId: '42',
    timestamp: String(issued),
    token: signEditorToken('42', previewToken, String(issued)),
  };
  test.each([
    { name: 'half an hour old, default hour', maxAge: undefined, at: now, valid: true },
    { name: 'half an hour old, 10-minute limit', maxAge: 600, at: now, valid: false },
    { name: 'exactly at a 30-minute limit', maxAge: 1800, at: now, valid: true },
    { name: 'a second past a 30-minute limit', maxAge: 1800, at: now + 1, valid: false },
    { name: 'a day old, 2-day limit', maxAge: 172_800, at: issued + 86_400, valid: true },
  ])('$name: valid $valid', ({ maxAge, at, valid }) => {
    expect(isValidEditorToken(token, previewToken, at, maxAge)).toBe(valid);
  });

  test.each([
    { a: 'abc', b: 'abc', equal: true },
    { a: '', b: '', equal: true },
    { a: 'abc', b: 'abd', equal: false },
    { a: 'abc', b: 'ab', equal: false },
    { a: 'ab', b: 'abc', equal: false },
    { a: '', b: 'a', equal: false },
    { a: 'a', b: '', equal: false },
    { a: 'ABC', b: 'abc', equal: false },
  ])('constantTimeEquals($a, $b) is $equal', ({ a, b, equal }) => {
    expect(constantTimeEquals(a, b)).toBe(equal);
  });
});
