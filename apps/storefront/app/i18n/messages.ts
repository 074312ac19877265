import type { MessageCatalogue } from '@vitrine/ui';
import type { de } from './resources/de';

/**
 * The shape every language must fill: the German resources' keys, any strings — with the
 * design system's plural rule (a French `x_many` beside German's `x_one` / `x_other`).
 */
export type Messages<T = typeof de> = MessageCatalogue<T>;
