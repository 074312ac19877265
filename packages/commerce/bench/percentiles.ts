export interface Figures {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly mean: number;
  readonly max: number;
}

/** Nearest-rank percentiles of durations in milliseconds. */
export function figures(durations: readonly number[]): Figures {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (percentile: number) =>
    sorted[
      Math.min(sorted.length - 1, Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1))
    ] ?? 0;
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50: rank(50),
    p95: rank(95),
    p99: rank(99),
    mean: sorted.length === 0 ? 0 : total / sorted.length,
    max: sorted.at(-1) ?? 0,
  };
}

export interface Measurement {
  /** Wall-clock milliseconds per call. */
  readonly wall: number[];
  /**
   * CPU milliseconds this process spent per call. PGlite runs in this process, so on a machine
   * shared with other work this is what a call costs without waiting for a core.
   */
  readonly cpu: number[];
}

/** Runs `work` for each input, one after the other, timing wall clock and process CPU. */
export async function measure<T>(
  inputs: readonly T[],
  work: (input: T) => Promise<unknown>,
): Promise<Measurement> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const input of inputs) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await work(input);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}
