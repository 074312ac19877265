import type { de } from './de';

/** The shape every language must fill: the German catalogue's keys, any strings. */
export type UiMessages<T = typeof de> = {
  readonly [K in keyof T]: T[K] extends string ? string : UiMessages<T[K]>;
};

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type WithoutPluralSuffix<Key extends string> = Key extends `${infer Base}_${'one' | 'other'}`
  ? Base
  : Key;

/**
 * A key of the ui catalogue, dot-separated as i18next reads it (`delivery.late`). Plural
 * entries are named without their `_one` / `_other` suffix; the `count` value picks one.
 */
export type UiMessageKey = WithoutPluralSuffix<Leaves<typeof de>>;

/** Values for a message's `{{placeholders}}`; `count` also selects the plural form. */
export type UiTextValues = Readonly<Record<string, string | number>>;

/** Translates a ui key. The storefront passes one bound to i18next's `ui` namespace. */
export type UiTranslate = (key: UiMessageKey, values?: UiTextValues) => string;
