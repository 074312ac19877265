import 'react-router';
import { createRequestHandler } from '@react-router/express';
import { resolveShop } from '@vitrine/domain';
import express from 'express';
import type { ShopRequestContext } from '../app/load-context';

const environment: ShopRequestContext['environment'] =
  process.env.VITRINE_ENV === 'qa'
    ? 'qa'
    : process.env.NODE_ENV === 'production'
      ? 'production'
      : 'development';

/** The storefront's request handling: everything but static files and the listening socket. */
export const app = express();
app.disable('x-powered-by');

app.use((_request, response, next) => {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  next();
});

app.get('/healthz', (_request, response) => {
  response.type('text/plain').send('ok');
});

app.use((request, response, next) => {
  const resolved = resolveShop(request.headers.host, request.path);
  if (!resolved) {
    response.status(404).type('text/plain').send('No shop is served on this host name.');
    return;
  }
  response.locals.shopContext = {
    ...resolved,
    hostKind: /\.localhost$|^localhost$|^127\.|^\[::1\]$/.test(request.hostname)
      ? 'local'
      : 'production',
    port: portOf(request.headers.host),
    environment,
  } satisfies ShopRequestContext;
  next();
});

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    mode: process.env.NODE_ENV,
    getLoadContext: (_request, response) => response.locals.shopContext as ShopRequestContext,
  }),
);

function portOf(host: string | undefined): number | undefined {
  const match = /:(\d+)$/.exec(host ?? '');
  return match ? Number(match[1]) : undefined;
}
