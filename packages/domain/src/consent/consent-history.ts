import type { Consent, ConsentHistoryEntry } from './types';

/** §9: each service keeps its last three decisions. */
export const consentHistoryLength = 3;

/**
 * Appends one decision to every service's history — its status at save time — and keeps
 * the last three (§4, §9). Every save records every service, changed or not, so the
 * history shows what was confirmed, not only what changed.
 */
export function appendConsentHistory(
  consent: Consent,
  entry: Omit<ConsentHistoryEntry, 'status'>,
): Consent {
  return {
    ...consent,
    categories: consent.categories.map((category) => ({
      ...category,
      services: category.services.map((service) => ({
        ...service,
        history: [...service.history, { ...entry, status: service.status }].slice(
          -consentHistoryLength,
        ),
      })),
    })),
  };
}

/**
 * The consent with each service's history taken from another consent (the local copy)
 * where a service of the same name has one. Services only one side knows keep theirs.
 */
export function withHistoryFrom(consent: Consent, source: Consent | null | undefined): Consent {
  if (!source) return consent;
  const histories = new Map(
    source.categories.flatMap((category) =>
      category.services.map((service) => [service.name, service.history] as const),
    ),
  );
  return {
    ...consent,
    categories: consent.categories.map((category) => ({
      ...category,
      services: category.services.map((service) => ({
        ...service,
        history: (histories.get(service.name) ?? service.history).slice(-consentHistoryLength),
      })),
    })),
  };
}
