import { contactRequestLimits, newsletterRequestLimits } from '@vitrine/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import { visitorClient } from '../support/visitor-client';

let api: RunningApi;
beforeAll(async () => {
  api = await startApiServer();
}, apiServerStartTimeout);
afterAll(() => api?.close());

/** Each call from a visitor of its own: the calls' rate limits count per client address. */
async function post(path: string, json: Record<string, unknown>) {
  const answer = await visitorClient(api).call(path, { method: 'POST', json });
  return { status: answer.status, body: await answer.json() };
}

describe('the server holds the forms to the limits their browser checks use (issue 18: one schema per form)', () => {
  const contact = { subject: 'product', name: 'Max Muster', email: 'max@example.de' };

  test.each([
    { length: contactRequestLimits.message, status: 201, issues: undefined },
    {
      length: contactRequestLimits.message + 1,
      status: 400,
      issues: [{ field: 'message', key: 'validation.max-length' }],
    },
  ])(
    'POST /api/user/contact/ with a message of $length characters answers $status',
    async ({ length, status, issues }) => {
      const answer = await post('/api/user/contact/', { ...contact, message: 'a'.repeat(length) });
      expect(answer.status).toBe(status);
      expect(answer.body.issues).toEqual(issues);
    },
  );

  test('a message of several lines is taken, as the form’s textarea sends it', async () => {
    const message = 'Guten Tag,\r\n\r\nwo bleibt mein Paket?\r\n\tMax';
    expect((await post('/api/user/contact/', { ...contact, message })).status).toBe(201);
  });

  test.each([
    { length: newsletterRequestLimits.source, status: 200, issues: undefined },
    {
      length: newsletterRequestLimits.source + 1,
      status: 400,
      issues: [{ field: 'source', key: 'validation.max-length' }],
    },
  ])(
    'POST /api/mcs/selfi/newsletter/ with a source of $length characters answers $status',
    async ({ length, status, issues }) => {
      const answer = await post('/api/mcs/selfi/newsletter/', {
        email: `quelle${length}@example.de`,
        source: 's'.repeat(length),
      });
      expect(answer.status).toBe(status);
      expect(answer.body.issues).toEqual(issues);
    },
  );
});
