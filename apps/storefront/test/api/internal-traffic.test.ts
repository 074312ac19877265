import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, test } from 'vitest';
import {
  createInternalTrafficRouter,
  internalAddressCheck,
} from '../../server/api/internal-traffic';

describe('which addresses are the company’s own (§6, §7 internal traffic)', () => {
  test.each([
    { networks: ['203.0.113.0/24'], address: '203.0.113.7', internal: true },
    { networks: ['203.0.113.0/24'], address: '203.0.114.7', internal: false },
    // Node names IPv4 clients of a dual-stack socket as mapped IPv6 addresses.
    { networks: ['203.0.113.0/24'], address: '::ffff:203.0.113.7', internal: true },
    { networks: ['10.0.0.1'], address: '10.0.0.1', internal: true },
    { networks: ['10.0.0.1'], address: '10.0.0.2', internal: false },
    { networks: ['2001:db8::/32'], address: '2001:db8:1::5', internal: true },
    { networks: ['2001:db8::/32'], address: '2001:db9::5', internal: false },
    { networks: [], address: '127.0.0.1', internal: false },
    { networks: ['127.0.0.1'], address: undefined, internal: false },
    { networks: ['127.0.0.1'], address: 'not an address', internal: false },
  ])('$address in $networks: $internal', ({ networks, address, internal }) => {
    expect(internalAddressCheck(networks)(address)).toBe(internal);
  });
});

describe('GET /api/visitor/internal/ answers for the caller’s address, kept by nobody (§7)', () => {
  let server: ReturnType<ReturnType<typeof express>['listen']> | undefined;
  afterEach(async () => {
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  });

  const ask = async (networks: readonly string[]) => {
    server = express()
      .use('/api/visitor', createInternalTrafficRouter(networks))
      .listen(0, '127.0.0.1');
    const listening = server;
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
    const { port } = listening.address() as AddressInfo;
    return fetch(`http://127.0.0.1:${port}/api/visitor/internal/`);
  };

  test('a loopback caller is internal when loopback is the company’s network', async () => {
    const answer = await ask(['127.0.0.0/8']);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ internal: true });
  });

  test('nobody is internal without configured networks, or from elsewhere', async () => {
    expect(await (await ask([])).json()).toEqual({ internal: false });
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(await (await ask(['10.0.0.0/8'])).json()).toEqual({ internal: false });
  });
});
