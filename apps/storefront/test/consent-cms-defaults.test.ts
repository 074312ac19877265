import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { personAgent } from './support/browser-agent';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';

/**
 * Issue 20, §4: the banner's defaults come from the CMS. The demo space switches every optional
 * category off, so there a CMS default and "everything off" look alike; this space, copied from
 * the demo's, has an editor's defaults: the statistics category on, and one comfort service on
 * by itself while its category stays off.
 */
const demoStories = fileURLToPath(new URL('../../../packages/content/stories', import.meta.url));

interface ConsentBlockCategory {
  group: string;
  defaultValue: boolean;
  services: { name: string; defaultValue?: boolean }[];
}

let storefront: RunningStorefront;
let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'vitrine-consent-defaults-'));
  await cp(demoStories, directory, { recursive: true });
  const layoutFile = join(directory, 'baby/de-de/layout.json');
  const layout = JSON.parse(await readFile(layoutFile, 'utf8')) as {
    content: { consent: { categories: ConsentBlockCategory[] }[] };
  };
  const categories = layout.content.consent[0]?.categories ?? [];
  const category = (group: string) => {
    const found = categories.find((candidate) => candidate.group === group);
    if (found === undefined) throw new Error(`the demo's consent block has no ${group} category`);
    return found;
  };
  category('statistics').defaultValue = true;
  const videos = category('comfort').services.find((service) => service.name === 'videos');
  if (videos === undefined) throw new Error("the demo's comfort category has no videos service");
  videos.defaultValue = true;
  await writeFile(layoutFile, JSON.stringify(layout));
  storefront = await startStorefront({ CONTENT_STORIES_DIR: directory });
});
afterAll(async () => {
  await storefront?.stop();
  await rm(directory, { recursive: true, force: true });
});

/** Layer 2's box of a service, as the page renders it. */
function box(body: string, service: string): string {
  return body.match(new RegExp(`<input type="checkbox"[^>]*value="${service}"[^>]*/>`))?.[0] ?? '';
}

describe('the consent banner starts from the CMS defaults (issue 20, §4)', () => {
  test('a first visit’s layer 2 has the editor’s defaults ticked, by category and by service, and the rest not', async () => {
    const answer = await send(storefront.port, {
      path: '/?consent=settings',
      headers: { 'user-agent': personAgent, 'x-forwarded-for': '10.46.0.1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/data-layer="layer2"/);
    // The statistics category is on by default: both its services start ticked.
    expect(box(answer.body, 'econda')).toContain('checked=""');
    expect(box(answer.body, 'google-tag-manager')).toContain('checked=""');
    // A service's own default wins over its category's.
    expect(box(answer.body, 'videos')).toContain('checked=""');
    // What the editor left off stays off; the required ones are on and fixed.
    expect(box(answer.body, 'google-ads')).not.toContain('checked=""');
    expect(box(answer.body, 'payback')).not.toContain('checked=""');
    expect(box(answer.body, 'storage')).toMatch(/(?=.*checked="")(?=.*disabled="")/);
  });
});
