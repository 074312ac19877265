/** A per-key cache of promises with a time to live; failed loads are not kept. */
export interface TtlCache<Value> {
  get(key: string, load: () => Promise<Value | null>): Promise<Value | null>;
  clear(): void;
}

export function createTtlCache<Value>(ttlMs: number, now: () => number): TtlCache<Value> {
  const entries = new Map<
    string,
    { readonly value: Promise<Value | null>; readonly expiresAt: number }
  >();
  return {
    get(key, load) {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.value;
      const value = load().then((result) => {
        // A missing or failed value is asked for again next time rather than kept.
        if (result === null) entries.delete(key);
        return result;
      });
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
