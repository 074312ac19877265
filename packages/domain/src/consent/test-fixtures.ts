/** A CMS consent definition and its defaults, shared by the consent tests. */
import { parseConsentDefinition } from './consent-definition';
import { defaultConsent } from './default-consent';
import type { Consent } from './types';

/**
 * Three categories as an editor sets them up: a required one, statistics (one service on
 * by default, one needing the app's tracking permission) and marketing (all off).
 */
export const cmsConsentContent = {
  version: '7',
  categories: [
    {
      group: 'essential',
      title: 'Notwendig',
      text: 'Damit der Shop funktioniert.',
      required: true,
      defaultValue: true,
      services: [
        { name: 'storage', title: 'Speicher', company: 'Nido GmbH' },
        { name: 'session', title: 'Sitzung', company: 'Nido GmbH' },
      ],
    },
    {
      group: 'statistics',
      title: 'Statistik',
      text: 'Hilft uns, den Shop zu verbessern.',
      services: [
        { name: 'analytics', title: 'Analyse', company: 'Analytics Inc.', defaultValue: true },
        { name: 'appAnalytics', title: 'App-Analyse', company: 'Apps Inc.', attTracking: true },
      ],
    },
    {
      group: 'marketing',
      title: 'Marketing',
      text: 'Passende Werbung.',
      services: [
        { name: 'ads', title: 'Werbung', company: 'Ads Ltd.' },
        { name: 'retargeting', title: 'Retargeting', company: 'Ads Ltd.', attTracking: true },
      ],
    },
  ],
};

export const consentDefinition = parseConsentDefinition(cmsConsentContent);

export const defaults: Consent = defaultConsent(consentDefinition, '1.4.0');

/** `{ serviceName: status }` of every service, for compact assertions. */
export function statuses(consent: Consent): Record<string, boolean> {
  return Object.fromEntries(
    consent.categories.flatMap((category) =>
      category.services.map((service) => [service.name, service.status]),
    ),
  );
}

/** `{ group: status }` of every category. */
export function categoryStatuses(consent: Consent): Record<string, boolean> {
  return Object.fromEntries(
    consent.categories.map((category) => [category.group, category.status]),
  );
}
