import type { de } from './de';

/**
 * The shape a language must fill: the German catalogue's keys, any strings. A plural that
 * German says with `_one` / `_other` may also have `_many`, which French needs for a million
 * (`Intl.PluralRules('fr')`); `catalogueProblems` checks each language has exactly its forms.
 */
export type MessageCatalogue<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : MessageCatalogue<T[K]>;
} & {
  readonly [K in keyof T & string as K extends `${infer Base}_other`
    ? `${Base}_many`
    : never]?: string;
};

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type WithoutPluralSuffix<Key extends string> = Key extends `${infer Base}_${'one' | 'other'}`
  ? Base
  : Key;

/**
 * A key of a catalogue, dot-separated as i18next reads it (`delivery.late`). Plural entries
 * are named without their `_one` / `_other` suffix; the `count` value picks one.
 */
export type MessageKey<T> = WithoutPluralSuffix<Leaves<T>>;

/** The shape every language of the ui catalogue must fill. */
export type UiMessages = MessageCatalogue<typeof de>;

/** A key of the ui catalogue (`delivery.late`, `colorDots.label` for its plural forms). */
export type UiMessageKey = MessageKey<typeof de>;

/** Values for a message's `{{placeholders}}`; `count` also selects the plural form. */
export type UiTextValues = Readonly<Record<string, string | number>>;

/** Translates a ui key: i18next's `t` bound to the `ui` namespace, with typed keys. */
export type UiTranslate = (key: UiMessageKey, values?: UiTextValues) => string;
