import { LRUCache } from 'lru-cache';

/** An answer: its value, when it was computed, and whether it was kept from an earlier call. */
export interface KeptAnswer<Value> {
  readonly value: Value;
  readonly computedAt: number;
  readonly kept: boolean;
}

/**
 * Answers that are the same for every visitor, kept in memory for a while by key (shop, locale
 * and what was asked): only the first of many callers computes one, and callers asking for it
 * together share that one computation. Everything kept is dropped by `invalidate()`, which the
 * server calls when the catalogue or the content changes, as it empties the page render cache.
 */
export interface KeptAnswers<Value> {
  answer(key: string, compute: () => Promise<Value>): Promise<KeptAnswer<Value>>;
  invalidate(): void;
}

export interface KeptAnswersOptions {
  /** How many answers are kept at most; the least recently used go first. */
  readonly max: number;
  /** How long an answer is kept, in milliseconds. */
  readonly lifetimeMs: number;
}

export function createKeptAnswers<Value extends NonNullable<unknown>>(
  options: KeptAnswersOptions,
): KeptAnswers<Value> {
  type Computed = Omit<KeptAnswer<Value>, 'kept'>;
  type Compute = () => Promise<Value>;
  const answers = new LRUCache<string, Computed, Compute>({
    max: options.max,
    ttl: options.lifetimeMs,
    fetchMethod: async (_key, _stale, { context }) => ({
      value: await context(),
      computedAt: Date.now(),
    }),
  });
  return {
    async answer(key, compute) {
      const status: LRUCache.Status<string, Computed, Compute> = {};
      const answer = await answers.fetch(key, { context: compute, status });
      // fetchMethod always resolves to an answer or throws; undefined would be a bug here.
      if (answer === undefined) throw new Error(`no kept answer for ${key}`);
      return { ...answer, kept: status.fetch === 'hit' };
    },
    invalidate: () => answers.clear(),
  };
}
