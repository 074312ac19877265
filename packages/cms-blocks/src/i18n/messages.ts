import type { MessageCatalogue, MessageKey } from '@vitrine/ui';
import type { de } from './de';

/** The shape fr and nl must fill: the German catalogue's keys, any strings (see ui's). */
export type CmsMessages = MessageCatalogue<typeof de>;

/** A key of the block library's catalogue, dot-separated; plurals without their suffix. */
export type CmsMessageKey = MessageKey<typeof de>;
