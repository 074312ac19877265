import { LRUCache } from 'lru-cache';

/** Answers kept: a shop's popular prefixes in every shop and locale fit many times over. */
const maxAnswers = 10_000;
/** As long as a browser may keep an answer (`max-age=60`): a change shows no later there. */
const answerLifetimeMs = 60_000;

/** An answer: its JSON, when it was computed, and whether it was kept from an earlier call. */
export interface SuggestionAnswer {
  readonly json: string;
  readonly computedAt: number;
  readonly kept: boolean;
}

/**
 * The type-ahead's answers kept in memory (issue 17: "cached for anonymous use"), per shop,
 * locale and text. Typists send the same prefixes over and over ("ki", "kin", "kind"), and an
 * answer is the same for every visitor, so only the first of them asks the catalog; calls for
 * one text that arrive together share one computation. Everything kept is dropped when the
 * catalogue or the content changes, as the page render cache is.
 */
export interface SuggestionAnswers {
  answer(key: string, compute: () => Promise<string>): Promise<SuggestionAnswer>;
  invalidate(): void;
}

export function createSuggestionAnswers(): SuggestionAnswers {
  type Computed = Omit<SuggestionAnswer, 'kept'>;
  type Compute = () => Promise<string>;
  const answers = new LRUCache<string, Computed, Compute>({
    max: maxAnswers,
    ttl: answerLifetimeMs,
    fetchMethod: async (_key, _stale, { context }) => ({
      json: await context(),
      computedAt: Date.now(),
    }),
  });
  return {
    async answer(key, compute) {
      const status: LRUCache.Status<string, Computed, Compute> = {};
      const answer = await answers.fetch(key, { context: compute, status });
      // fetchMethod always resolves to an answer or throws; undefined would be a bug here.
      if (answer === undefined) throw new Error(`no suggestion answer for ${key}`);
      return { ...answer, kept: status.fetch === 'hit' };
    },
    invalidate: () => answers.clear(),
  };
}
