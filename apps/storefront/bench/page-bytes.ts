/**
 * What a page costs on the wire: its HTML, the loader data inlined in it, and the JavaScript
 * and CSS its tags make the browser load — raw and gzip, each asset compressed on its own as
 * a server sends it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { compressedPage } from '../test/support/compressed-page';
import { chromePath } from './lighthouse-runs';

export interface Bytes {
  readonly raw: number;
  readonly gzip: number;
}

export interface PageBytes {
  readonly javascript: Bytes & { readonly files: number };
  readonly css: Bytes & { readonly files: number };
  readonly html: Bytes;
  /** The inline `<script>`s carrying React Router's context (the loaders' data, streamed). */
  readonly loaderData: Bytes;
  /** The body's bytes as the server sent them to a client that accepts gzip. */
  readonly servedGzip: number;
}

/** A GET as a browser on the shop's host sends it, the answer's bytes counted before decoding. */
export async function fetchPage(
  port: number,
  path: string,
  acceptEncoding: string,
  cookie?: string,
): Promise<Buffer> {
  const page = await compressedPage(port, path, acceptEncoding, cookie);
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  return page.body;
}

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes).byteLength;

/**
 * The same-origin assets the HTML names: modulepreload and stylesheet links, script sources,
 * and the `import "/assets/…"` lines of React Router's inline module script.
 */
function assetPaths(html: string): { readonly javascript: string[]; readonly css: string[] } {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/[^"?#]+)"/g)) found.add(match[1] ?? '');
  for (const match of html.matchAll(/import\s*(?:[^"'();]*?from\s*)?["'](\/[^"']+)["']/g)) {
    found.add(match[1] ?? '');
  }
  const all = [...found];
  return {
    javascript: all.filter((path) => path.endsWith('.js')),
    css: all.filter((path) => path.endsWith('.css')),
  };
}

async function filesBytes(clientRoot: string, paths: readonly string[]) {
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const content = await readFile(join(clientRoot, path));
    raw += content.byteLength;
    gzip += gzipSize(content);
  }
  return { files: paths.length, raw, gzip };
}

/** The inline scripts' bodies that carry `__reactRouterContext`. */
function loaderDataScripts(html: string): string {
  let bodies = '';
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.includes('__reactRouterContext')) bodies += body;
  }
  return bodies;
}

/**
 * The script files a browser requests for the page until it is hydrated and idle: besides
 * those its tags name, the chunks it loads on demand (the language's texts, the block views of
 * its story), so a page that splits its code is not counted lighter than it is.
 */
async function scriptsLoadedInBrowser(
  port: number,
  path: string,
  cookie: string | undefined,
): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const page = await browser.newPage({
      extraHTTPHeaders: cookie === undefined ? {} : { cookie },
    });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
    return [...scripts];
  } finally {
    await browser.close();
  }
}

/** The page's bytes, its assets read from the build they were served from (`build/client`). */
export async function measurePageBytes(
  port: number,
  path: string,
  clientRoot: string,
  cookie?: string,
): Promise<PageBytes & { readonly htmlText: string }> {
  const html = (await fetchPage(port, path, 'identity', cookie)).toString('utf8');
  const served = await fetchPage(port, path, 'gzip', cookie);
  const assets = assetPaths(html);
  const loaderData = loaderDataScripts(html);
  const javascript = new Set([
    ...assets.javascript,
    ...(await scriptsLoadedInBrowser(port, path, cookie)),
  ]);
  return {
    javascript: await filesBytes(clientRoot, [...javascript]),
    css: await filesBytes(clientRoot, assets.css),
    html: { raw: Buffer.byteLength(html), gzip: gzipSize(html) },
    loaderData: { raw: Buffer.byteLength(loaderData), gzip: gzipSize(loaderData) },
    servedGzip: served.byteLength,
    htmlText: html,
  };
}
