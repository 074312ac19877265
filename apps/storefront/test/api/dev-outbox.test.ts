import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createOutboxRouter } from '../../server/dev/outbox';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';

let api: RunningApi;
let server: ReturnType<ReturnType<typeof express>['listen']>;
let base: string;
beforeAll(async () => {
  api = await startApiServer();
  server = express().use('/_dev/outbox', createOutboxRouter(api.services)).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_dev/outbox`;
}, apiServerStartTimeout);
afterAll(async () => {
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  await api?.close();
});

describe('the development outbox page lists every mail (issue 6 mail)', () => {
  test('a mail appears with its subject and escaped text, filtered by recipient', async () => {
    await api.services.commerce.mail.send({
      shopId: 10,
      customerId: null,
      kind: 'contact-receipt',
      to: 'leser@example.de',
      subject: 'Betreff <mit> Zeichen',
      text: 'Hallo <b>',
      html: '<p>Hallo</p>',
    });
    const page = await (await fetch(`${base}/?to=leser@example.de`)).text();
    expect(page).toContain('Postausgang (1)');
    expect(page).toContain('Betreff &lt;mit&gt; Zeichen');
    expect(page).toContain('Hallo &lt;b&gt;');
    expect(await (await fetch(`${base}/?to=niemand@example.de`)).text()).toContain(
      'Keine E-Mails.',
    );
  });
});
