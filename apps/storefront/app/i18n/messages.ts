import type { de } from './resources/de';

/** The shape every language must fill: the German resources' keys, any strings. */
export type Messages<T = typeof de> = {
  readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]>;
};
