/**
 * Visual regression of every story in both brand themes.
 *
 *   node visual/run.mjs            build Storybook, screenshot, compare with the baselines
 *   node visual/run.mjs --update   the same, but (re)write the baselines on purpose
 *   --skip-build                   reuse an existing storybook-static
 *
 * One Chromium (Debian's, or CHROMIUM_PATH), several pages in parallel, 1024×768 unless the
 * story sets a viewport global (then its width), reduced motion and no animations, fonts from
 * the project's own packages. A story whose play function fails counts as a failure. Baselines live in
 * visual/baselines (committed); differences land in visual/output (git-ignored). A story whose
 * render fails or whose picture differs is loaded afresh and taken once more; the log names it.
 */
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(appDir, 'storybook-static');
const baselineDir = path.join(appDir, 'visual', 'baselines');
const outputDir = path.join(appDir, 'visual', 'output');

const args = new Set(process.argv.slice(2));
const update = args.has('--update');
const brands = ['baby', 'vitality'];
const viewport = { width: 1024, height: 768 };
/** Per-pixel colour tolerance of pixelmatch (0..1) and the number of pixels allowed to differ. */
const pixelThreshold = 0.1;
const maxDifferentPixels = 20;
const parallelPages = Math.max(2, Math.min(4, os.cpus().length * 2));

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

/** A tiny static server for storybook-static on 127.0.0.1 and a random free port. */
function serveStatic(root) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const freezeMotion = `
  *, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important;
  }`;

/** Opens Storybook's preview once per page, in one brand, with axe off (the story tests run it). */
async function openPreview(page, baseUrl, firstStoryId, brand) {
  const url = `${baseUrl}/iframe.html?id=${encodeURIComponent(firstStoryId)}&viewMode=story&globals=brand:${brand};a11y.manual:!true`;
  await page.goto(url, { waitUntil: 'load' });
  // The preview builds its story store after 'load'; on a busy machine that can take a while,
  // and storyWidth() reads from that store.
  await page.waitForFunction(() => Boolean(window.__STORYBOOK_PREVIEW__?.storyStoreValue), null, {
    timeout: 60_000,
  });
  await page.addStyleTag({ content: freezeMotion });
}

/**
 * Renders a story in the open preview (the way the Storybook manager switches stories, without
 * reloading), waits until its play function and effects are done, then takes the picture.
 */
/**
 * The width a story asks for through its viewport global (`globals: { viewport: { value:
 * 'md' } }`), read from the preview's own viewport table; null for the default width.
 */
async function storyWidth(page, storyId) {
  return page.evaluate(async (id) => {
    const story = await window.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId: id });
    const key = story.storyGlobals?.viewport?.value;
    const width = key ? story.parameters?.viewport?.options?.[key]?.styles?.width : undefined;
    return typeof width === 'string' ? Number.parseInt(width, 10) : null;
  }, storyId);
}

async function screenshot(page, storyId, capture) {
  const width = (await storyWidth(page, storyId)) ?? viewport.width;
  if (page.viewportSize()?.width !== width) {
    await page.setViewportSize({ width, height: viewport.height });
  }
  await page.evaluate((id) => {
    window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  await page.waitForFunction(
    (id) => {
      const renders = window.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
      return (
        renders.length > 0 &&
        renders.every((render) => render.id === id && render.phase === 'finished')
      );
    },
    storyId,
    { timeout: 30_000 },
  );
  const failed = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay'),
  );
  if (failed) throw new Error('the story failed to render or its play function failed');
  // Lazy images would load only when scrolled to; a screenshot wants them all.
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
  // A full-page capture stitches scrolled pieces and can repeat a focused field; only pages
  // taller than the viewport need it.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  return capture(() =>
    page.screenshot({ fullPage: height > viewport.height, animations: 'disabled', caret: 'hide' }),
  );
}

function compare(actualBuffer, baselineBuffer) {
  // Chromium encodes the same pixels to the same bytes: most stories match without decoding
  // two PNGs in JavaScript.
  if (actualBuffer.equals(baselineBuffer)) return { different: 0, diff: null, reason: 'identical' };
  const actual = PNG.sync.read(actualBuffer);
  const baseline = PNG.sync.read(baselineBuffer);
  if (actual.width !== baseline.width || actual.height !== baseline.height) {
    return {
      different: Number.POSITIVE_INFINITY,
      diff: null,
      reason: `size ${actual.width}x${actual.height}, baseline ${baseline.width}x${baseline.height}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const different = pixelmatch(actual.data, baseline.data, diff.data, actual.width, actual.height, {
    threshold: pixelThreshold,
  });
  return { different, diff, reason: `${different} pixels differ` };
}

async function main() {
  const started = Date.now();
  if (!args.has('--skip-build')) {
    execFileSync('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet'], {
      cwd: appDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const jobs = stories.flatMap((story) => brands.map((brand) => ({ id: story.id, brand })));

  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(baselineDir, { recursive: true });
  const server = await serveStatic(staticDir);
  const { port } = server.address();
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const failures = [];
  /** Stories taken a second time after a failed render or a differing picture. */
  const retried = [];
  let written = 0;
  try {
    const contextOptions = {
      viewport,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    };
    // Pages render in parallel, but one picture is taken at a time: concurrent captures in
    // one headless Chromium were seen to paint part of a page twice.
    let captureQueue = Promise.resolve();
    const capture = (task) => {
      const result = captureQueue.then(task);
      captureQueue = result.catch(() => undefined);
      return result;
    };
    // Each page keeps one brand and a fixed share of the stories in a fixed order, so every
    // run renders the same sequence on the same page.
    const pagesPerBrand = Math.max(1, Math.floor(parallelPages / brands.length));
    const worker = async (brand, share) => {
      const mine = stories.filter((_, position) => position % pagesPerBrand === share);
      const first = mine[0];
      if (first === undefined) return;
      // Its own context (window) per page, so no page is a background tab.
      const context = await browser.newContext(contextOptions);
      const page = await context.newPage();
      await openPreview(page, baseUrl, first.id, brand);
      for (const story of mine) {
        const name = `${story.id}--${brand}.png`;
        const baselineFile = path.join(baselineDir, name);
        const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : null;
        const shoot = () =>
          screenshot(page, story.id, capture).then(
            (picture) => ({ picture }),
            (error) => ({ error }),
          );
        let shot = await shoot();
        // A busy machine can stall one render past its wait or catch it mid-paint: such a
        // story is loaded afresh and taken once more. A real difference shows twice.
        if (
          'error' in shot ||
          (!update &&
            baseline !== null &&
            compare(shot.picture, baseline).different > maxDifferentPixels)
        ) {
          retried.push(name);
          shot = await openPreview(page, baseUrl, story.id, brand).then(shoot, (error) => ({
            error,
          }));
        }
        if ('error' in shot) {
          const { error } = shot;
          failures.push(
            `${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
          );
          continue;
        }
        const actual = shot.picture;
        if (update) {
          if (baseline === null || compare(actual, baseline).different > 0) {
            writeFileSync(baselineFile, actual);
            written++;
          }
          continue;
        }
        if (baseline === null) {
          mkdirSync(outputDir, { recursive: true });
          writeFileSync(path.join(outputDir, name), actual);
          failures.push(`${name}: no baseline (run npm run visual:update)`);
          continue;
        }
        const result = compare(actual, baseline);
        if (result.different > maxDifferentPixels) {
          mkdirSync(outputDir, { recursive: true });
          writeFileSync(path.join(outputDir, name.replace(/\.png$/, '.actual.png')), actual);
          if (result.diff) {
            writeFileSync(
              path.join(outputDir, name.replace(/\.png$/, '.diff.png')),
              PNG.sync.write(result.diff),
            );
          }
          failures.push(`${name}: ${result.reason}`);
        }
      }
      await context.close();
    };
    await Promise.all(
      brands.flatMap((brand) =>
        Array.from({ length: pagesPerBrand }, (_, share) => worker(brand, share)),
      ),
    );
  } finally {
    await browser.close();
    server.close();
  }

  const expected = new Set(jobs.map((job) => `${job.id}--${job.brand}.png`));
  for (const file of readdirSync(baselineDir)) {
    if (expected.has(file)) continue;
    if (update) rmSync(path.join(baselineDir, file));
    else
      failures.push(
        `${file}: baseline of a story that no longer exists (run npm run visual:update)`,
      );
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (retried.length > 0) console.log(`visual: taken a second time: ${retried.join(', ')}`);
  if (update) {
    console.log(
      `visual: ${jobs.length} screenshots, ${written} baselines written, in ${seconds} s`,
    );
  }
  if (failures.length > 0) {
    console.error(
      `visual: ${failures.length} of ${jobs.length} screenshots differ (see visual/output):`,
    );
    for (const failure of failures) console.error(`  ${failure}`);
    console.log(`${jobs.length - failures.length} passed, ${failures.length} failed`);
    process.exitCode = 1;
    return;
  }
  if (!update) {
    console.log(`visual: ${jobs.length} screenshots match their baselines, in ${seconds} s`);
    console.log(`${jobs.length} passed, 0 failed`);
  }
}

await main();
