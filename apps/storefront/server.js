// The storefront's process: static files, then the app (built, or through Vite in development).
import { fileURLToPath } from 'node:url';
import express from 'express';

const root = fileURLToPath(new URL('.', import.meta.url));
const repository = fileURLToPath(new URL('../../', import.meta.url));
const development = process.argv.includes('--dev');

/** Refusals the operator can act on; anything else is a bug and throws with its stack. */
const refusals = new Set([
  // A wrong environment variable (server/env.ts), every one named with what it expects.
  'VITRINE_INVALID_ENVIRONMENT',
  // Issue 12 item 1: the data folder is another process's.
  'VITRINE_DATA_FOLDER_IN_USE',
]);

/**
 * A start the configuration refuses is told in one message and exit code 1, not a crash
 * with a stack trace; anything else throws.
 */
function refuseStart(error) {
  if (!refusals.has(error?.code)) throw error;
  console.error(`Vitrine storefront not started: ${error.message}`);
  process.exit(1);
}

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

// The environment is read here, once, and only the typed result goes on: the path defaults
// are the repository's (the module may be a bundle elsewhere, which cannot know them).
let env;
try {
  env = storefrontModule.parseStorefrontEnv(process.env, { repositoryRoot: repository });
} catch (error) {
  await viteServer?.close();
  refuseStart(error);
}
const storefront = await storefrontModule
  .createStorefront({
    env,
    // In the git-ignored .data/; a database in memory keeps its session secret in memory too.
    sessionSecretFile: env.VITRINE_DATA_DIR.startsWith('memory://')
      ? undefined
      : `${repository}.data/session-secret`,
  })
  .catch(refuseStart);

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

const listener = server.listen(env.PORT, env.HOST, () => {
  const address = listener.address();
  const actualPort = typeof address === 'object' && address ? address.port : env.PORT;
  console.log(`Vitrine storefront listening on http://localhost:${actualPort}`);
});

/** How long requests in flight may take to finish after SIGTERM/SIGINT before they are cut. */
const shutdownGraceMs = 1000 * env.VITRINE_SHUTDOWN_GRACE_SECONDS;
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
  const closed = new Promise((resolve) => listener.close(() => resolve()));
  // Said once the port is closed, so whoever reads it finds no new connection accepted.
  console.log(`Vitrine storefront stopping (${reason}): finishing requests in flight`);
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
