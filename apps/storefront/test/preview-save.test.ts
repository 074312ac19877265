import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { saveStoryRouter } from '../server/preview/save-story';

let directory: string;
let server: Server;
let origin: string;

const published = {
  id: 7,
  name: 'Startseite',
  full_slug: 'baby/de-de/home',
  content: { component: 'page', _uid: 'p1', body: [] },
};

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'vitrine-save-'));
  await mkdir(join(directory, 'baby/de-de'), { recursive: true });
  await writeFile(join(directory, 'baby/de-de/home.json'), JSON.stringify(published));
  const app = express();
  app.use('/_preview', saveStoryRouter(directory));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(directory, { recursive: true, force: true });
});

const save = (body: string) =>
  fetch(`${origin}/_preview/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('the local preview saves edits as drafts of the story files (issue 5 live preview)', () => {
  test('an edited page becomes the story draft beside the published file', async () => {
    const content = {
      component: 'page',
      _uid: 'p1',
      body: [{ component: 'headline', _uid: 'h', text: 'Neu' }],
    };
    const response = await save(JSON.stringify({ fullSlug: 'baby/de-de/home', content }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: 'baby/de-de/home' });
    const draft = JSON.parse(await readFile(join(directory, 'baby/de-de/home.draft.json'), 'utf8'));
    expect(draft.content).toEqual(content);
    expect(draft.id).toBe(7);
    expect(draft.full_slug).toBe('baby/de-de/home');
    // The published story stays as it was.
    expect(JSON.parse(await readFile(join(directory, 'baby/de-de/home.json'), 'utf8'))).toEqual(
      published,
    );
  });

  test('a second save edits the draft again', async () => {
    const content = { component: 'page', _uid: 'p1', body: [], title: 'Zweiter Stand' };
    expect((await save(JSON.stringify({ fullSlug: 'baby/de-de/home', content }))).status).toBe(200);
    const draft = JSON.parse(await readFile(join(directory, 'baby/de-de/home.draft.json'), 'utf8'));
    expect(draft.content.title).toBe('Zweiter Stand');
  });

  test.each([
    { name: 'a path out of the stories folder', slug: '../../etc/passwd' },
    { name: 'an upper-case slug', slug: 'baby/de-de/Home' },
    { name: 'a slug without a folder', slug: 'home' },
    { name: 'a dotted slug', slug: 'baby/de-de/home.json' },
  ])('$name is refused with 400', async ({ slug }) => {
    const response = await save(
      JSON.stringify({ fullSlug: slug, content: { component: 'page', _uid: 'p1' } }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('preview.invalidStory');
  });

  test('a story that does not exist is not created (404)', async () => {
    const response = await save(
      JSON.stringify({ fullSlug: 'baby/de-de/neu', content: { component: 'page', _uid: 'p1' } }),
    );
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe('preview.unknownStory');
  });

  test.each([
    { name: 'content without a component', content: { _uid: 'x' } },
    { name: 'content that is a list', content: [] },
  ])('$name is refused with 400', async ({ content }) => {
    const response = await save(JSON.stringify({ fullSlug: 'baby/de-de/home', content }));
    expect(response.status).toBe(400);
  });

  test('a block that is no story content type is refused with 400', async () => {
    const response = await save(
      JSON.stringify({ fullSlug: 'baby/de-de/home', content: { component: 'hero', _uid: 'x' } }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('preview.unknownComponent');
  });

  test('malformed JSON is a 400, never a 500', async () => {
    const response = await save('{"fullSlug": ');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('api.malformedBody');
  });
});
