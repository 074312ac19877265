import { z } from 'zod';
import { consentHistoryLength } from './consent-history';
import type { Consent, ConsentCategory, ConsentHistoryEntry, ConsentService } from './types';

/** Local storage holds a few megabytes; a copy this large was not written by the shop. */
const maxCopyLength = 200_000;

const text = z.string().catch('');
const flag = z.boolean().catch(false);

const historyEntrySchema = z.object({
  status: z.boolean(),
  timestamp: z.number(),
  consentVersion: text,
  appVersion: text,
});

const serviceSchema = z.object({
  name: z.string().min(1),
  title: text,
  company: text,
  defaultValue: flag,
  required: flag,
  status: flag,
  group: text,
  history: z.array(z.unknown()).catch([]),
  attTracking: flag,
});

const categorySchema = z.object({
  group: z.string().min(1),
  title: text,
  text,
  defaultValue: flag,
  required: flag,
  status: flag,
  services: z.array(z.unknown()).catch([]),
});

const consentSchema = z.object({
  categories: z.array(z.unknown()),
  version: z.union([z.string(), z.number().transform(String)]),
  appVersion: text,
  userInteracted: flag,
  savedAt: z.number().nullable().catch(null),
});

function accepted<T>(items: readonly unknown[], schema: z.ZodType<T>): T[] {
  return items.flatMap((item) => {
    const result = schema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}

/**
 * The local copy of the consent (§4: saving stores a local copy): the whole consent as JSON,
 * histories included, for the storefront's scripts and the audit trail.
 */
export function serialiseConsentCopy(consent: Consent): string {
  return JSON.stringify(consent);
}

/**
 * Reads the local copy back. Local storage is user input too: anything unreadable gives
 * null, unreadable services, categories and history entries are dropped, and each history
 * keeps its last three entries (§9). Never throws.
 *
 * @example
 * parseConsentCopy(localStorage.getItem('consent'))?.categories[0]?.services[0]?.history
 */
export function parseConsentCopy(value: unknown): Consent | null {
  if (typeof value !== 'string' || value.length > maxCopyLength) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const result = consentSchema.safeParse(json);
  if (!result.success) return null;
  const categories: ConsentCategory[] = accepted(result.data.categories, categorySchema).map(
    (category) => ({
      ...category,
      services: accepted(category.services, serviceSchema).map(
        (service): ConsentService => ({
          ...service,
          history: accepted<ConsentHistoryEntry>(service.history, historyEntrySchema).slice(
            -consentHistoryLength,
          ),
        }),
      ),
    }),
  );
  return { ...result.data, categories };
}
