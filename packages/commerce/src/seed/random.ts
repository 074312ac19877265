/**
 * A seeded random source (sfc32): the demo catalog is the same on every machine for the same
 * seed and size, so tests and benchmarks can name products.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** An independent source derived from this seed and a label. */
  fork(label: string): Random;
}

function hashSeed(text: string): number {
  let hash = 1779033703 ^ text.length;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 3432918353);
    hash = (hash << 13) | (hash >>> 19);
  }
  return hash >>> 0;
}

export function createRandom(seed: number | string): Random {
  const text = String(seed);
  let a = hashSeed(`${text}a`);
  let b = hashSeed(`${text}b`);
  let c = hashSeed(`${text}c`);
  let d = hashSeed(`${text}d`);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up so that similar seeds diverge.
  for (let index = 0; index < 12; index += 1) next();

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick() from an empty list');
      return item;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length > 0) {
        const [item] = pool.splice(Math.floor(next() * pool.length), 1);
        if (item !== undefined) chosen.push(item);
      }
      return chosen;
    },
    fork: (label) => createRandom(`${text}/${label}`),
  };
  return random;
}
