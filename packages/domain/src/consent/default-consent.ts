import type { Consent, ConsentDefinition } from './types';

/**
 * The consent before the visitor decides (§4): required services on, every other service
 * at its CMS default; a category is on when it is required or any service is on.
 *
 * @example
 * defaultConsent(parseConsentDefinition(cmsContent), '1.4.0')
 */
export function defaultConsent(definition: ConsentDefinition, appVersion = ''): Consent {
  return {
    version: definition.version,
    appVersion,
    userInteracted: false,
    savedAt: null,
    categories: definition.categories.map((category) => {
      const services = category.services.map((service) => ({
        ...service,
        status: service.required || category.required || service.defaultValue,
        history: [],
      }));
      return {
        ...category,
        services,
        status: category.required || services.some((service) => service.status),
      };
    }),
  };
}
