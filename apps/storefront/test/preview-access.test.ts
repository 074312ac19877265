import { createHash } from 'node:crypto';
import type { Env } from '@vitrine/commerce';
import { describe, expect, test } from 'vitest';
import { createPreviewGate, previewSettingsFromEnv } from '../server/preview/preview-access';
import {
  isValidPreviewCookie,
  previewCookieValue,
  previewSetCookie,
} from '../server/preview/preview-cookie';
import { storefrontEnv } from './support/storefront-env';

const now = 1_790_000_000;
/** A query as Storyblok's visual editor signs it: sha1(space id:preview token:timestamp). */
const signed = (token: string, timestamp = now - 10, spaceId = '42') =>
  `?_storyblok=1&_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${createHash('sha1').update(`${spaceId}:${token}:${timestamp}`).digest('hex')}`;

/** The gate's settings as the server reads them from its environment. */
const settingsOf = (env: Env) => previewSettingsFromEnv(storefrontEnv(env));

const storyblokEnv = { STORYBLOK_TOKEN: 'public', STORYBLOK_PREVIEW_TOKEN: 'secret-preview' };
const localEnv = { CONTENT_PREVIEW_TOKEN: 'local-preview' };

describe('who may see drafts: only a request that proves the editor (issue 12 item 7)', () => {
  test.each([
    // Storyblok's editor signature.
    {
      name: 'Storyblok: a valid signature',
      env: storyblokEnv,
      kind: 'storyblok',
      search: signed('secret-preview'),
      granted: true,
    },
    {
      name: 'Storyblok: the marker alone',
      env: storyblokEnv,
      kind: 'storyblok',
      search: '?_storyblok=440665914',
      granted: false,
    },
    {
      name: 'Storyblok: signed with the public token',
      env: storyblokEnv,
      kind: 'storyblok',
      search: signed('public'),
      granted: false,
    },
    {
      name: 'Storyblok: an expired timestamp',
      env: storyblokEnv,
      kind: 'storyblok',
      search: signed('secret-preview', now - 7200),
      granted: false,
    },
    {
      name: 'Storyblok: a changed space id',
      env: storyblokEnv,
      kind: 'storyblok',
      search: signed('secret-preview').replace('space_id]=42', 'space_id]=43'),
      granted: false,
    },
    {
      name: 'Storyblok: the local token parameter means nothing',
      env: storyblokEnv,
      kind: 'storyblok',
      search: '?preview_token=secret-preview',
      granted: false,
    },
    {
      name: 'Storyblok without a preview token signs with the public one',
      env: { STORYBLOK_TOKEN: 'only-token' },
      kind: 'storyblok',
      search: signed('only-token'),
      granted: true,
    },
    // The local content space: the same signature with its preview token, or the token itself.
    {
      name: 'local: the marker alone',
      env: localEnv,
      kind: 'local',
      search: '?_storyblok=440665914',
      granted: false,
    },
    {
      name: 'local: an unsigned editor token',
      env: localEnv,
      kind: 'local',
      search: '?_storyblok_tk[token]=abc',
      granted: false,
    },
    {
      name: 'local: a valid signature',
      env: localEnv,
      kind: 'local',
      search: signed('local-preview'),
      granted: true,
    },
    {
      name: 'local: signed with the development default instead',
      env: localEnv,
      kind: 'local',
      search: signed('vitrine-preview-token'),
      granted: false,
    },
    {
      name: 'local: the preview token',
      env: localEnv,
      kind: 'local',
      search: '?preview_token=local-preview',
      granted: true,
    },
    {
      name: 'local: a wrong preview token',
      env: localEnv,
      kind: 'local',
      search: '?preview_token=local-previe',
      granted: false,
    },
    {
      name: 'local: the development default token without configuration',
      env: {},
      kind: 'local',
      search: '?preview_token=vitrine-preview-token',
      granted: true,
    },
    {
      name: 'local: no preview asked',
      env: localEnv,
      kind: 'local',
      search: '?page=2',
      granted: false,
    },
  ] as const)('$name: granted $granted', ({ env, kind, search, granted }) => {
    const gate = createPreviewGate(kind, settingsOf(env), () => now);
    const decision = gate.decide(search, undefined);
    expect(decision.granted).toBe(granted);
    expect(decision.cookie !== null).toBe(granted);
    expect(decision.requested).toBe(search.includes('storyblok') || granted);
  });

  test('the age limit is configurable (VITRINE_PREVIEW_MAX_AGE)', () => {
    const gate = createPreviewGate(
      'local',
      settingsOf({ ...localEnv, VITRINE_PREVIEW_MAX_AGE: '600' }),
      () => now,
    );
    expect(gate.maxAgeSeconds).toBe(600);
    expect(gate.decide(signed('local-preview', now - 599), undefined).granted).toBe(true);
    expect(gate.decide(signed('local-preview', now - 601), undefined).granted).toBe(false);
  });

  test.each(['0', '-5', 'an hour', '1.5'])(
    'VITRINE_PREVIEW_MAX_AGE=%s stops the start',
    (value) => {
      expect(() => settingsOf({ VITRINE_PREVIEW_MAX_AGE: value })).toThrow(
        `VITRINE_PREVIEW_MAX_AGE: expected an integer 1–999999999, got "${value}"`,
      );
    },
  );

  test('the local preview signs its frame the way the editor does, and the gate accepts it', () => {
    const gate = createPreviewGate('local', settingsOf(localEnv), () => now);
    const query = gate.editorQuery('440665914');
    expect(query).toMatch(/^\?_storyblok=440665914&_storyblok_tk%5Bspace_id%5D=/);
    expect(gate.decide(query, undefined).granted).toBe(true);
    // Another space's gate, with another preview token, refuses it.
    expect(
      createPreviewGate('local', settingsOf({}), () => now).decide(query, undefined).granted,
    ).toBe(false);
  });
});

describe('the preview cookie carries a proven editor to the next pages (issue 12 item 7)', () => {
  test('a signed request earns a cookie that expires with its editor token', () => {
    const gate = createPreviewGate('local', settingsOf(localEnv), () => now);
    const proof = gate.decide(signed('local-preview', now - 600), undefined);
    expect(proof.cookie?.maxAgeSeconds).toBe(3000);
    const later = createPreviewGate('local', settingsOf(localEnv), () => now + 2999);
    expect(later.decide('', proof.cookie?.value)).toEqual({
      requested: false,
      granted: true,
      cookie: null,
    });
    const expired = createPreviewGate('local', settingsOf(localEnv), () => now + 3000);
    expect(expired.decide('', proof.cookie?.value).granted).toBe(false);
  });

  test.each([
    {
      name: 'signed with the preview token, not expired',
      value: previewCookieValue(now + 60, 'k'),
      valid: true,
    },
    { name: 'expired', value: previewCookieValue(now, 'k'), valid: false },
    { name: 'signed with another key', value: previewCookieValue(now + 60, 'other'), valid: false },
    {
      name: 'its expiry changed',
      value: previewCookieValue(now + 60, 'k').replace(String(now + 60), String(now + 9999)),
      valid: false,
    },
    { name: 'missing', value: undefined, valid: false },
    { name: 'garbage', value: 'cms-preview:99999999999', valid: false },
  ])('a cookie $name: valid $valid', ({ value, valid }) => {
    expect(isValidPreviewCookie(value, 'k', now)).toBe(valid);
  });

  test('over HTTPS the cookie works in the editor’s cross-site frame; over HTTP it stays Lax', () => {
    const secure = previewSetCookie({ value: 'v', maxAgeSeconds: 60, secure: true });
    expect(secure).toMatch(/HttpOnly/);
    expect(secure).toMatch(/Secure/);
    expect(secure).toMatch(/SameSite=None/);
    expect(secure).toMatch(/Partitioned/);
    const plain = previewSetCookie({ value: 'v', maxAgeSeconds: 60, secure: false });
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).not.toMatch(/Secure/);
  });
});
