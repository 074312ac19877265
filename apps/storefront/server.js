// The storefront's process: static files, then the app (built, or through Vite in development).
import { fileURLToPath } from 'node:url';
import compression from 'compression';
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
server.use(compression());

if (development) {
  const vite = await import('vite');
  const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
  server.use(viteServer.middlewares);
  // The services (database, content) open once; pages and routes still reload on change,
  // because the request handler imports the React Router build through Vite per request.
  const { createStorefront } = await viteServer.ssrLoadModule('./server/app.ts');
  const storefront = await createStorefront(storefrontOptions);
  server.use(storefront.app);
} else {
  server.use(
    '/assets',
    express.static(`${root}build/client/assets`, { immutable: true, maxAge: '1y' }),
  );
  server.use(express.static(`${root}build/client`, { maxAge: '1h' }));
  const { createStorefront } = await import('./build/server/index.js');
  const storefront = await createStorefront(storefrontOptions);
  server.use(storefront.app);
}

const listener = server.listen(port, host, () => {
  const address = listener.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Vitrine storefront listening on http://localhost:${actualPort}`);
});

// A test that starts this server over IPC ends it by disconnecting, even if it crashes.
process.on('disconnect', () => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => listener.close(() => process.exit(0)));
}
