import { routePreloadConcurrency } from '@vitrine/domain/recovery';
import { describe, expect, test } from 'vitest';
import { createRoutePreloader } from './route-preloader';

/** A page of modules whose loads are held until the test lets each finish (or fail). */
function heldPage() {
  const started: string[] = [];
  const kept = new Map<string, unknown>();
  const finish = new Map<string, (fail?: boolean) => void>();
  const preload = createRoutePreloader({
    // Every path lacks one route module of its own: `/a/` needs `a.js` as route `a`.
    missingModules: (pathname) => {
      const name = pathname.replaceAll('/', '');
      return kept.has(name) ? [] : [[name, `${name}.js`]];
    },
    load: (file) =>
      new Promise((resolve, reject) => {
        started.push(file);
        finish.set(file, (fail) =>
          fail ? reject(new Error(`${file} failed`)) : resolve({ file }),
        );
      }),
    keep: (id, module) => kept.set(id, module),
  });
  return { preload, started, kept, finish };
}

describe('route preloading (§9: the route preload queue runs 4 at once)', () => {
  test('six pages hovered: four load, the fifth starts when one is done, then the sixth', async () => {
    const { preload, started, kept, finish } = heldPage();
    const pages = ['a', 'b', 'c', 'd', 'e', 'f'];
    const done = pages.map((name) => preload(`/${name}/?from=hover#top`));
    await Promise.resolve();
    expect(routePreloadConcurrency).toBe(4);
    expect(started).toEqual(['a.js', 'b.js', 'c.js', 'd.js']);
    finish.get('c.js')?.();
    expect(await done[2]).toBe(true);
    await Promise.resolve();
    expect(started).toEqual(['a.js', 'b.js', 'c.js', 'd.js', 'e.js']);
    finish.get('a.js')?.();
    await done[0];
    await Promise.resolve();
    expect(started).toHaveLength(6);
    for (const file of ['b.js', 'd.js', 'e.js', 'f.js']) finish.get(file)?.();
    expect(await Promise.all(done)).toEqual([true, true, true, true, true, true]);
    expect([...kept.keys()].sort()).toEqual(pages);
  });

  test('a page asked for again while it loads shares that load; its query and hash do not matter', async () => {
    const { preload, started, finish } = heldPage();
    const first = preload('/a/');
    const again = preload('/a/?q=1');
    expect(again).toBe(first);
    await Promise.resolve();
    expect(started).toEqual(['a.js']);
    finish.get('a.js')?.();
    expect(await first).toBe(true);
  });

  test('a module that fails answers false, frees its place and throws nothing', async () => {
    const { preload, started, finish } = heldPage();
    const done = ['a', 'b', 'c', 'd', 'e'].map((name) => preload(`/${name}/`));
    await Promise.resolve();
    finish.get('b.js')?.(true);
    expect(await done[1]).toBe(false);
    await Promise.resolve();
    expect(started).toContain('e.js');
    for (const file of ['a.js', 'c.js', 'd.js', 'e.js']) finish.get(file)?.();
    expect(await Promise.all(done)).toEqual([true, false, true, true, true]);
  });
});
