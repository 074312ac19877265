// The storefront's process: static files, then the app (built, or through Vite in development).
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';

const root = fileURLToPath(new URL('.', import.meta.url));
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
  server.use(async (request, response, next) => {
    try {
      const { app } = await viteServer.ssrLoadModule('./server/app.ts');
      app(request, response, next);
    } catch (error) {
      if (error instanceof Error) viteServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  server.use(
    '/assets',
    express.static(`${root}build/client/assets`, { immutable: true, maxAge: '1y' }),
  );
  server.use(express.static(`${root}build/client`, { maxAge: '1h' }));
  const { app } = await import('./build/server/index.js');
  server.use(app);
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
