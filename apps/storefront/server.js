// The storefront's process: static files, then the app (built, or through Vite in development).
import { fileURLToPath } from 'node:url';
import express from 'express';

const root = fileURLToPath(new URL('.', import.meta.url));
const repository = fileURLToPath(new URL('../../', import.meta.url));
/** The embedded defaults' files: the demo stories and the git-ignored data folder. */
const storefrontOptions = {
  contentStoriesDirectory:
    process.env.CONTENT_STORIES_DIR ?? `${repository}packages/content/stories`,
  dataDirectory: process.env.VITRINE_DATA_DIR ?? `${repository}.data/pglite`,
  imageCacheDirectory: process.env.VITRINE_IMAGE_CACHE_DIR ?? `${repository}.data/image-cache`,
  sessionSecretFile: process.env.VITRINE_DATA_DIR?.startsWith('memory://')
    ? undefined
    : `${repository}.data/session-secret`,
  seedProducts: Number.parseInt(process.env.VITRINE_SEED_PRODUCTS ?? '', 10) || undefined,
};
const development = process.argv.includes('--dev');
const port = Number.parseInt(process.env.PORT ?? '3000', 10);
// Loopback by default; set HOST=0.0.0.0 to serve a network (behind a load balancer, say).
const host = process.env.HOST ?? '127.0.0.1';

const server = express();
server.disable('x-powered-by');

// The storefront's module: through Vite in development (pages and routes reload on change,
// because the request handler imports the React Router build through Vite per request), the
// build otherwise. Its services (database, content) open once.
const viteServer = development
  ? await (await import('vite')).createServer({ root, server: { middlewareMode: true } })
  : null;
const storefrontModule = viteServer
  ? await viteServer.ssrLoadModule('./server/app.ts')
  : await import('./build/server/index.js');
const storefront = await storefrontModule.createStorefront(storefrontOptions).catch(refuseStart);

/**
 * A start the configuration refuses (issue 12 item 1: the data folder is another process's)
 * is told in one message and exit code 1, not a crash with a stack trace; anything else throws.
 */
function refuseStart(error) {
  if (error?.code !== 'VITRINE_DATA_FOLDER_IN_USE') throw error;
  console.error(`Vitrine storefront not started: ${error.message}`);
  process.exit(1);
}

// Every answer, static files included, gets the security headers (issue 12 item 8), read
// with the app's proxy trust, so HSTS follows a trusted proxy's X-Forwarded-Proto here too.
server.set('trust proxy', storefront.app.get('trust proxy'));
server.use(storefront.securityHeaders);
server.use(storefrontModule.responseCompression());
if (viteServer) {
  server.use(viteServer.middlewares);
} else {
  server.use(
    '/assets',
    express.static(`${root}build/client/assets`, { immutable: true, maxAge: '1y' }),
  );
  server.use(express.static(`${root}build/client`, { maxAge: '1h' }));
}
server.use(storefront.app);

const listener = server.listen(port, host, () => {
  const address = listener.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Vitrine storefront listening on http://localhost:${actualPort}`);
});

/** How long requests in flight may take to finish after SIGTERM/SIGINT before they are cut. */
const shutdownGraceMs =
  1000 * (Number.parseFloat(process.env.VITRINE_SHUTDOWN_GRACE_SECONDS ?? '') || 10);
let stopping = false;

/**
 * Graceful shutdown (issue 12 item 8): stop accepting connections, let requests in flight
 * finish (idle keep-alive connections are closed as they become idle), cut what is still
 * open after the grace period, then close the storefront — the database last, so it is shut
 * down cleanly — and exit 0.
 */
async function shutdown(reason) {
  if (stopping) return;
  stopping = true;
  console.log(`Vitrine storefront stopping (${reason}): finishing requests in flight`);
  const closed = new Promise((resolve) => listener.close(() => resolve()));
  const idle = setInterval(() => listener.closeIdleConnections(), 100);
  const force = setTimeout(() => {
    console.log('Vitrine storefront: grace period over, closing the remaining connections');
    listener.closeAllConnections();
  }, shutdownGraceMs);
  listener.closeIdleConnections();
  await closed;
  clearInterval(idle);
  clearTimeout(force);
  let code = 0;
  try {
    await viteServer?.close();
    await storefront.close();
    console.log('Vitrine storefront stopped: database closed');
  } catch (error) {
    console.error('Vitrine storefront: closing failed', error);
    code = 1;
  }
  process.exit(code);
}

// In development, Vite's helper servers (React Router's child compiler) answer SIGTERM by exiting
// at once, before the database is closed; the shutdown below closes Vite itself.
if (viteServer) process.removeAllListeners('SIGTERM');
// A test that starts this server over IPC ends it by disconnecting, even if it crashes.
process.on('disconnect', () => shutdown('disconnect'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(signal));
