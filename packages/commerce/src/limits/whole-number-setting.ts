/** The process environment, or a test's stand-in for it. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A bound a server takes in code (`option`) or from its environment (`variable`). */
export interface WholeNumberSetting {
  readonly variable: string;
  readonly option: string;
  readonly min: number;
  readonly max: number;
}

function inRange(value: number, min: number, max: number, problem: string): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${problem} must be a whole number from ${min} to ${max}, not ${value}`);
  }
  return value;
}

/**
 * The value given in code, else the environment variable's, else `fallback`. A value outside
 * its range throws, naming the option or variable, so a misconfigured server stops at start-up
 * instead of running unbounded.
 *
 * @example
 * wholeNumberSetting({ VITRINE_IMAGE_RENDERS: '2' }, undefined, setting, 1); // 2
 */
export function wholeNumberSetting(
  env: Env,
  given: number | undefined,
  setting: WholeNumberSetting,
  fallback: number,
): number {
  if (given !== undefined) return inRange(given, setting.min, setting.max, setting.option);
  const raw = env[setting.variable]?.trim() ?? '';
  if (raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) {
    throw new Error(
      `${setting.variable} must be a whole number from ${setting.min} to ${setting.max}, not "${raw}"`,
    );
  }
  return inRange(Number(raw), setting.min, setting.max, setting.variable);
}

/**
 * libuv's thread pool (4 threads unless `UV_THREADPOOL_SIZE` says otherwise) runs sharp's
 * renders, file reads and compression: a bound on the renders leaves one thread to the rest.
 */
export function threadPoolSize(env: Env): number {
  return Number.parseInt(env.UV_THREADPOOL_SIZE ?? '', 10) || 4;
}
