import type { de } from './de';

/** The shape fr and nl must fill: the German catalogue's keys, any strings. */
export type CmsMessages<T = typeof de> = {
  readonly [K in keyof T]: T[K] extends string ? string : CmsMessages<T[K]>;
};

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type WithoutPluralSuffix<Key extends string> = Key extends `${infer Base}_${'one' | 'other'}`
  ? Base
  : Key;

/** A key of the block library's catalogue, dot-separated; plurals without their suffix. */
export type CmsMessageKey = WithoutPluralSuffix<Leaves<typeof de>>;
