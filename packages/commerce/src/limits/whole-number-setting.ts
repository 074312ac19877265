import { type VariableRule, wholeNumber } from '../environment/variables';

/** A bound a server takes in code (`option`) or from its environment (a whole-number variable). */
export interface WholeNumberSetting {
  readonly option: string;
  readonly min: number;
  readonly max: number;
}

/**
 * The value given in code, else `fallback` (a default the machine decides, such as one per
 * core, is not held to the range). A given value outside its range throws, naming the option,
 * so a misconfigured server stops at start-up instead of running unbounded.
 *
 * @example
 * wholeNumberOption(2, { option: 'renders', min: 1, max: 64 }, 1); // 2
 */
export function wholeNumberOption(
  given: number | undefined,
  setting: WholeNumberSetting,
  fallback: number,
): number {
  if (given === undefined) return fallback;
  if (!Number.isInteger(given) || given < setting.min || given > setting.max) {
    throw new Error(
      `${setting.option} must be a whole number from ${setting.min} to ${setting.max}, not ${given}`,
    );
  }
  return given;
}

/** The environment variable's rule of a setting: the same range as the option's. */
export function wholeNumberVariable(setting: WholeNumberSetting): VariableRule<number> {
  return wholeNumber(setting.min, setting.max);
}

/** libuv's thread pool when `UV_THREADPOOL_SIZE` does not resize it. */
export const defaultThreadPoolSize = 4;
