import type { Consent, ConsentCategory, ConsentService } from './types';

type StatusRule = (service: ConsentService, category: ConsentCategory) => boolean;

/**
 * Applies a rule to every service and derives the category statuses again. Required
 * services stay on whatever the rule says (§4: required ones cannot change), and a category
 * is on when it is required or any of its services is on.
 */
function withStatuses(consent: Consent, rule: StatusRule): Consent {
  return {
    ...consent,
    categories: consent.categories.map((category) => {
      const services = category.services.map((service) => ({
        ...service,
        status: service.required || category.required || rule(service, category),
      }));
      return {
        ...category,
        services,
        status: category.required || services.some((service) => service.status),
      };
    }),
  };
}

/**
 * The names of the services a consent has on, in the definition's order: what the cookie
 * keeps, what the settings layer ticks and what the tag manager reads.
 *
 * @example
 * acceptedServiceNames(consent) // ['storage', 'consent-manager', 'econda']
 */
export function acceptedServiceNames(consent: Consent): string[] {
  return consent.categories.flatMap((category) =>
    category.services.filter((service) => service.status).map((service) => service.name),
  );
}

/**
 * Whether a service is allowed. An unknown name is not — a script whose service the CMS
 * does not list has no consent.
 *
 * @example
 * isConsentServiceOn(consent, 'storage') // true
 */
export function isConsentServiceOn(consent: Consent, name: string): boolean {
  return consent.categories.some((category) =>
    category.services.some((service) => service.name === name && service.status),
  );
}

/** §4 "accept all": every service on. */
export function acceptAllConsent(consent: Consent): Consent {
  return withStatuses(consent, () => true);
}

/**
 * §4 "reject all": every optional service off — except services that need the app's
 * tracking permission (`attTracking`), which stay as they are while the app has granted that
 * permission: the shopper answered the operating system's own tracking prompt, and a web
 * banner's reject is not meant to overrule it. Without a granted permission (a browser
 * visit, or the app reported a denial) they go off like the rest. Reject never switches a
 * service on.
 */
export function rejectAllConsent(
  consent: Consent,
  { appTrackingAllowed = false }: { readonly appTrackingAllowed?: boolean | null } = {},
): Consent {
  return withStatuses(
    consent,
    (service) => service.attTracking && appTrackingAllowed === true && service.status,
  );
}

/** §4 "reset to defaults": every service back to its CMS default. */
export function resetConsentToDefaults(consent: Consent): Consent {
  return withStatuses(consent, (service) => service.defaultValue);
}

/**
 * Switches every service of a category's group (§4: toggling a category sets its group).
 * Required services stay on; an unknown group changes nothing.
 */
export function setConsentCategory(consent: Consent, group: string, status: boolean): Consent {
  return withStatuses(consent, (service, category) =>
    category.group === group ? status : service.status,
  );
}

/** Switches one service; a required or unknown one stays as it is. */
export function setConsentService(consent: Consent, name: string, status: boolean): Consent {
  return withStatuses(consent, (service) => (service.name === name ? status : service.status));
}

/** Exactly the named services on (plus the required ones), e.g. as a cookie stored them. */
export function withAcceptedServices(consent: Consent, names: readonly string[]): Consent {
  const accepted = new Set(names);
  return withStatuses(consent, (service) => accepted.has(service.name));
}

/** Switches the app-tracked (`attTracking`) services off: the app reported a denial. */
export function denyAppTrackedServices(consent: Consent): Consent {
  return withStatuses(consent, (service) => !service.attTracking && service.status);
}

/** Whether two consents allow exactly the same services. */
export function hasSameChoices(first: Consent, second: Consent): boolean {
  const statuses = (consent: Consent) =>
    new Map(
      consent.categories.flatMap((category) =>
        category.services.map((service) => [service.name, service.status] as const),
      ),
    );
  const one = statuses(first);
  const other = statuses(second);
  return one.size === other.size && [...one].every(([name, status]) => other.get(name) === status);
}

/** Names of the optional services that are off; a save with any of them reloads (§4). */
export function declinedOptionalServices(consent: Consent): readonly string[] {
  return consent.categories.flatMap((category) =>
    category.services
      .filter((service) => !service.required && !category.required && !service.status)
      .map((service) => service.name),
  );
}
