import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { createContentClient } from '../src/client/content-client';
import { ContentError } from '../src/client/content-error';
import { fixtureStory } from './fixture-space';
import { startServer, type TestServer } from './http-server';

/**
 * A test double of the content service on loopback that misbehaves on purpose: it answers
 * 429 a number of times, 500, 404, 2xx other than 200, slowly, or not at all. Counts and
 * timings are read from the arrival times the server records.
 */
const story = fixtureStory('baby/de-de/home', { component: 'page', body: [] });
let server: TestServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
});

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function serve(
  reply: (count: number, response: ServerResponse) => void,
): Promise<TestServer> {
  let count = 0;
  const started = await startServer((_request, response) => {
    count += 1;
    reply(count, response);
  });
  server = started;
  return started;
}

function clientFor(target: TestServer, overrides: { timeoutSeconds?: number } = {}) {
  return createContentClient({
    endpoint: `${target.origin}/v2`,
    accessToken: 'token',
    version: 'published',
    ...overrides,
  });
}

function gaps(target: TestServer): number[] {
  return target.requests
    .slice(1)
    .map((request, index) => request.at - (target.requests[index]?.at ?? 0));
}

describe('the content client when the content service misbehaves (spec §8 content service errors, §9 limits)', () => {
  test('a 429 is retried after 300 ms until an answer comes (spec §8: 429 retried after 300 ms)', async () => {
    const target = await serve((count, response) =>
      count <= 3
        ? answer(response, 429, { error: 'Too Many Requests' })
        : answer(response, 200, { story, cv: 1 }),
    );
    const found = await clientFor(target).storyByPath('baby/de-de/home');
    expect(found?.uuid).toBe(story.uuid);
    expect(target.requests).toHaveLength(4);
    for (const gap of gaps(target)) expect(gap).toBeGreaterThanOrEqual(295);
  });

  test('a 429 is retried up to 10 times, then rejected with message, status and response (spec §9: 10 retries)', async () => {
    const target = await serve((_count, response) =>
      answer(response, 429, { error: 'Too Many Requests' }),
    );
    const error = await clientFor(target)
      .storyByPath('baby/de-de/home')
      .catch((reason: unknown) => reason);
    expect(target.requests).toHaveLength(11);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({
      message: 'Too Many Requests',
      status: 429,
      response: { status: 429 },
    });
  });

  test('a 500 is rejected at once with message, status and response, not retried (spec §8)', async () => {
    const target = await serve((_count, response) =>
      answer(response, 500, { error: 'Internal Server Error' }),
    );
    const error = await clientFor(target)
      .storyByPath('baby/de-de/home')
      .catch((reason: unknown) => reason);
    expect(target.requests).toHaveLength(1);
    expect(error).toMatchObject({
      name: 'ContentError',
      message: 'Internal Server Error',
      status: 500,
      response: { status: 500, data: { error: 'Internal Server Error' } },
    });
  });

  test("a 500 on the page call is the page result's error, not a throw (spec §8: page call returns the error)", async () => {
    const target = await serve((_count, response) =>
      answer(response, 500, { error: 'Internal Server Error' }),
    );
    const result = await clientFor(target).page({ company: 'baby', localeKey: 'de-de', path: '' });
    expect(result.page).toBeNull();
    expect(result.error).toMatchObject({ status: 500 });
  });

  test('a 404 is a missing story, not an error', async () => {
    const target = await serve((_count, response) =>
      answer(response, 404, ['This record could not be found']),
    );
    expect(await clientFor(target).storyByPath('baby/de-de/home')).toBeNull();
    expect(await clientFor(target).layout({ company: 'baby', localeKey: 'de-de' })).toBeNull();
  });

  test.each([201, 203, 206])(
    'status %i counts as success (spec §8: 200 to 206)',
    async (status) => {
      const target = await serve((_count, response) => answer(response, status, { story, cv: 1 }));
      expect((await clientFor(target).storyByPath('baby/de-de/home'))?.uuid).toBe(story.uuid);
    },
  );

  test('a status above 206 is an error even in the 2xx range', async () => {
    const target = await serve((_count, response) =>
      answer(response, 207, { error: 'Multi-Status' }),
    );
    await expect(clientFor(target).storyByPath('baby/de-de/home')).rejects.toMatchObject({
      status: 207,
    });
  });

  test('a network failure is rejected with a message and no status (spec §8)', async () => {
    const target = await serve((_count, response) => {
      response.socket?.destroy();
    });
    const error = await clientFor(target)
      .storyByPath('baby/de-de/home')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ status: null });
    expect((error as ContentError).message.length).toBeGreaterThan(0);
  });

  test('a slow answer past the timeout is rejected with a timeout message', async () => {
    const target = await serve((_count, response) => {
      setTimeout(() => answer(response, 200, { story, cv: 1 }), 2500).unref();
    });
    const error = await clientFor(target, { timeoutSeconds: 1 })
      .storyByPath('baby/de-de/home')
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({ name: 'ContentError', status: null });
    expect((error as ContentError).message).toMatch(/timeout/i);
  });

  test('a slow answer within the timeout is waited for', async () => {
    const target = await serve((_count, response) => {
      setTimeout(() => answer(response, 200, { story, cv: 1 }), 300).unref();
    });
    expect(
      (await clientFor(target, { timeoutSeconds: 2 }).storyByPath('baby/de-de/home'))?.uuid,
    ).toBe(story.uuid);
  });

  test('at most 5 requests start in any second (spec §9: 5 requests per second)', async () => {
    const target = await serve((_count, response) => answer(response, 200, { story, cv: 1 }));
    // The start of a request is when the client hands it to fetch: recorded there, the window
    // is measured where the limiter keeps it, free of the loopback's and the server's jitter on
    // a busy machine. Without the limit all 12 would start within a few milliseconds.
    const starts: number[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      starts.push(Date.now());
      return fetch(input, init);
    };
    const content = createContentClient({
      endpoint: `${target.origin}/v2`,
      accessToken: 'token',
      version: 'published',
      fetch: recordingFetch,
    });
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => content.storyByPath(`baby/de-de/seite-${index}`)),
    );
    expect(target.requests).toHaveLength(12);
    expect(starts).toHaveLength(12);
    // Rolling window: any six starts in a row span a second. The client does a few
    // milliseconds of work between taking its slot and calling fetch, which the margin allows.
    for (let index = 5; index < starts.length; index += 1) {
      expect((starts[index] ?? 0) - (starts[index - 5] ?? 0)).toBeGreaterThanOrEqual(950);
    }
  });
});
