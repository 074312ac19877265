import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type RequestHandler, Router } from 'express';
import type { PublishedChanges } from './published-changes';

/** Where Storyblok's webhook (story published, unpublished, deleted, moved) is sent. */
export const publishWebhookPath = '/_webhooks/storyblok';

/** Storyblok signs a webhook's raw body with HMAC-SHA1 and the webhook secret, in hex. */
function signedBySecret(body: Buffer, signature: string | undefined, secret: string): boolean {
  if (signature === undefined || !/^[0-9a-f]{40}$/i.test(signature)) return false;
  const expected = createHmac('sha1', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * Content was published in Storyblok: the webhook, signed with `STORYBLOK_WEBHOOK_SECRET`,
 * announces the change (the render cache forgets its pages). Without the secret configured
 * the address is not there (404); an unsigned or wrongly signed call is refused (401) and
 * changes nothing.
 */
export function publishWebhookRouter(options: {
  readonly secret: string | undefined;
  readonly changes: PublishedChanges;
}): Router {
  const router = Router();
  const { secret, changes } = options;
  if (secret === undefined) return router;
  const receive: RequestHandler = (request, response) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!signedBySecret(body, request.get('webhook-signature'), secret)) {
      response
        .status(401)
        .setHeader('Cache-Control', 'no-store')
        .json({ message: 'webhook.unsigned' });
      return;
    }
    changes.announce();
    response.status(204).setHeader('Cache-Control', 'no-store').end();
  };
  router.post(publishWebhookPath, express.raw({ type: () => true, limit: '256kb' }), receive);
  return router;
}
