import { escapeHtml } from '@vitrine/commerce';
import { Router } from 'express';
import { noStore } from '../http/cache-control';
import type { StorefrontServices } from '../services';

/**
 * Development only: the mail outbox as a page (`/_dev/outbox`), newest first, each mail's
 * text and its HTML in a sandboxed frame, and `?to=` to filter by recipient. Mount it only
 * when not in production: it shows every mail the shop sent, reset links included.
 */
export function createOutboxRouter(services: StorefrontServices): Router {
  const router = Router();
  router.get('/', async (request, response) => {
    const to =
      typeof request.query.to === 'string' && request.query.to !== ''
        ? request.query.to
        : undefined;
    const mails = await services.commerce.mail.outbox({ limit: 100, ...(to ? { to } : {}) });
    const items = mails
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p><strong>${escapeHtml(mail.kind)}</strong> an ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt.toISOString())} · ${
          mail.sentAt
            ? 'zugestellt'
            : mail.failure
              ? `Fehler: ${escapeHtml(mail.failure)}`
              : 'nur im Postausgang'
        }</p>
<details><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>
<iframe sandbox="" title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe>
</article>`,
      )
      .join('\n');
    response
      .status(200)
      .setHeader('Cache-Control', noStore)
      .setHeader(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'",
      )
      .type('html')
      .send(`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Postausgang</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto}article{border-bottom:1px solid #ccc;padding:1rem 0}iframe{width:100%;height:16rem;border:1px solid #ddd}</style></head>
<body><h1>Postausgang (${mails.length})</h1><form><input name="to" type="email" placeholder="an …" value="${escapeHtml(to ?? '')}"><button>Filtern</button></form>
${items || '<p>Keine E-Mails.</p>'}</body></html>`);
  });
  return router;
}
