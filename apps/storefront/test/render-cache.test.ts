import { createHmac } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type RunningStorefront,
  send,
  sessionCookieOf,
  startStorefront,
} from './support/storefront-server';

const webhookSecret = 'render-cache-test-webhook-secret';
let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront({ STORYBLOK_WEBHOOK_SECRET: webhookSecret });
});
afterAll(() => storefront?.stop());

const view = (path: string, headers: Record<string, string> = {}) =>
  send(storefront.port, { path, headers });

/** The nonce the page's scripts carry, and the one its policy allows. */
function nonces(page: { body: string; headers: Record<string, unknown> }) {
  const inPage = /<script nonce="([^"]+)"/.exec(page.body)?.[1];
  const inPolicy = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
  return { inPage, inPolicy };
}

const basketCount = (body: string) =>
  /data-slot="site-header-count"[^>]*>(\d+)</.exec(body)?.[1] ?? null;

function publish(body: string, signature?: string) {
  return send(storefront.port, {
    method: 'POST',
    path: '/_webhooks/storyblok',
    headers: {
      'content-type': 'application/json',
      'webhook-signature':
        signature ?? createHmac('sha1', webhookSecret).update(body).digest('hex'),
    },
    json: JSON.parse(body),
  });
}

/** A visitor with a basket: the first item, put in by the product card's form without JavaScript. */
async function visitorWithBasket(): Promise<string> {
  const listing = await view('/kinderwagen/');
  const variantId = /name="variantId" value="(\d+)"/.exec(listing.body)?.[1];
  if (variantId === undefined) throw new Error('no card adds directly on /kinderwagen/');
  const posted = await send(storefront.port, {
    method: 'POST',
    path: '/kinderwagen/',
    headers: { origin: `http://localhost:${storefront.port}` },
    form: { intent: 'addToCart', variantId },
  });
  expect(posted.status).toBe(200);
  const cookie = sessionCookieOf(posted);
  if (cookie === '') throw new Error('the form opened no session');
  return cookie;
}

describe('the render cache of anonymous public pages (issue 14)', () => {
  test('the second anonymous view comes from the cache, with its own nonce, an ETag and its age', async () => {
    const first = await view('/faq/');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBeUndefined();
    const second = await view('/faq/');
    expect(second.status).toBe(200);
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Number(second.headers.age)).toBeGreaterThanOrEqual(0);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    // The same page, but each answer's scripts carry the nonce of its own policy.
    const [a, b] = [nonces(first), nonces(second)];
    expect(b.inPage).toBe(b.inPolicy);
    expect(b.inPage).not.toBe(a.inPage);
    expect(second.body.replaceAll(b.inPage ?? '', '')).toBe(
      first.body.replaceAll(a.inPage ?? '', ''),
    );
  });

  test('If-None-Match with the ETag gets a 304 without a body or a new policy', async () => {
    await view('/ratgeber/');
    const cached = await view('/ratgeber/');
    const etag = String(cached.headers.etag);
    const again = await view('/ratgeber/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect((await view('/ratgeber/', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  test('a visitor with a basket is never answered from the cache and never fills it', async () => {
    const session = await visitorWithBasket();
    // A page the cache holds: the visitor gets their own, private, with their count.
    await view('/kinderwagen/');
    const own = await view('/kinderwagen/', { cookie: session });
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
    expect(basketCount(own.body)).toBe('1');
    // A page the cache does not hold yet: the visitor's view leaves nothing in it.
    const path = '/kinderwagen/?sort=price-asc';
    expect(basketCount((await view(path, { cookie: session })).body)).toBe('1');
    const anonymous = await view(path);
    expect(anonymous.headers.etag).toBeUndefined();
    expect(basketCount(anonymous.body)).toBeNull();
    const fromCache = await view(path);
    expect(fromCache.headers.etag).toBeDefined();
    expect(basketCount(fromCache.body)).toBeNull();
  });

  test('the CMS preview marker is never answered from the cache', async () => {
    await view('/agb/');
    expect((await view('/agb/')).headers.etag).toBeDefined();
    const marked = await view('/agb/?_storyblok=1');
    expect(marked.headers.etag).toBeUndefined();
    expect(marked.headers['cache-control']).toBe('private, no-store');
  });

  test('a signed publish webhook empties the cache; an unsigned one changes nothing', async () => {
    await view('/impressum/');
    expect((await view('/impressum/')).headers.etag).toBeDefined();
    const event = JSON.stringify({ action: 'published', story_id: 1 });
    expect((await publish(event, '0'.repeat(40))).status).toBe(401);
    expect((await view('/impressum/')).headers.etag).toBeDefined();
    expect((await publish(event)).status).toBe(204);
    expect((await view('/impressum/')).headers.etag).toBeUndefined();
    expect((await view('/impressum/')).headers.etag).toBeDefined();
  });
});

describe('a save in the local content space empties the render cache (issue 14)', () => {
  const demoStories = fileURLToPath(new URL('../../../packages/content/stories', import.meta.url));
  let local: RunningStorefront;
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'vitrine-saved-stories-'));
    await cp(demoStories, directory, { recursive: true });
    local = await startStorefront({ CONTENT_STORIES_DIR: directory });
  });
  afterAll(async () => {
    await local?.stop();
    await rm(directory, { recursive: true, force: true });
  });

  const localView = (path: string) => send(local.port, { path });

  /** Changes a story file of the copied space as an editor's save does: read, change, write. */
  async function save(file: string, change: (content: Record<string, unknown>) => void) {
    const path = join(directory, file);
    const story = JSON.parse(await readFile(path, 'utf8')) as { content: Record<string, unknown> };
    change(story.content);
    await writeFile(path, JSON.stringify(story));
  }

  test('a kept page shows the saved story and the saved layout, without a restart or a webhook', async () => {
    await localView('/impressum/');
    const kept = await localView('/impressum/');
    expect(kept.headers.etag).toBeDefined();
    expect(kept.body).not.toContain('Gespeichert im Editor');
    await save('baby/de-de/impressum.json', (content) => {
      content.body = [
        {
          component: 'headline',
          _uid: 'saved-headline',
          level: '1',
          text: 'Gespeichert im Editor',
        },
      ];
    });
    await expect
      .poll(async () => (await localView('/impressum/')).body, { timeout: 10_000 })
      .toContain('Gespeichert im Editor');
    // The layout, kept per locale apart from the pages, is read again too.
    await save('baby/de-de/layout.json', (content) => {
      content.headerNotice = 'Neu gespeicherter Hinweis';
    });
    await expect
      .poll(async () => (await localView('/impressum/')).body, { timeout: 10_000 })
      .toContain('Neu gespeicherter Hinweis');
  });
});
