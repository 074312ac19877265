import { describe, expect, test } from 'vitest';
import { createKeptAnswers } from '../server/http/kept-answers';

/**
 * Answers kept for every visitor (issue 14: the empty basket's slider; issue 17: the
 * type-ahead): computed once, shared by callers that ask together, dropped on a change.
 */
describe('kept answers', () => {
  test('the first call computes; the next with the same key gets the kept answer', async () => {
    const answers = createKeptAnswers<string>({ max: 10, lifetimeMs: 60_000 });
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    const first = await answers.answer('baby-de|de-DE', compute);
    const second = await answers.answer('baby-de|de-DE', compute);
    expect(first).toMatchObject({ value: 'answer 1', kept: false });
    expect(second).toMatchObject({ value: 'answer 1', kept: true });
    expect(second.computedAt).toBe(first.computedAt);
    expect(computed).toBe(1);
  });

  test('callers asking together share one computation', async () => {
    const answers = createKeptAnswers<string>({ max: 10, lifetimeMs: 60_000 });
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 'shared';
    };
    const all = await Promise.all([1, 2, 3].map(() => answers.answer('k', compute)));
    expect(all.map((answer) => answer.value)).toEqual(['shared', 'shared', 'shared']);
    expect(computed).toBe(1);
  });

  test('each key has its own answer (another shop or locale)', async () => {
    const answers = createKeptAnswers<string>({ max: 10, lifetimeMs: 60_000 });
    await answers.answer('baby-de|de-DE', async () => 'de');
    const french = await answers.answer('baby-ch|fr-CH', async () => 'fr');
    expect(french).toMatchObject({ value: 'fr', kept: false });
  });

  test('a change (invalidate) drops what was kept: the next call computes afresh', async () => {
    const answers = createKeptAnswers<string>({ max: 10, lifetimeMs: 60_000 });
    await answers.answer('k', async () => 'before');
    answers.invalidate();
    expect(await answers.answer('k', async () => 'after')).toMatchObject({
      value: 'after',
      kept: false,
    });
  });

  test('an answer older than its lifetime is computed again', async () => {
    const answers = createKeptAnswers<string>({ max: 10, lifetimeMs: 1 });
    await answers.answer('k', async () => 'old');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await answers.answer('k', async () => 'new')).toMatchObject({ value: 'new' });
  });

  test('a computation that fails is not kept: the next call tries again', async () => {
    const answers = createKeptAnswers<string>({ max: 10, lifetimeMs: 60_000 });
    await expect(
      answers.answer('k', async () => {
        throw new Error('provider down');
      }),
    ).rejects.toThrow('provider down');
    expect(await answers.answer('k', async () => 'up')).toMatchObject({ value: 'up', kept: false });
  });
});
