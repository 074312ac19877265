/**
 * Cookie consent (spec §3 Consent, §4, §9). Statuses are booleans: `true` means the visitor
 * allows the service. Times are epoch milliseconds.
 */

/** One recorded decision about one service (§3 history entry). */
export interface ConsentHistoryEntry {
  readonly status: boolean;
  readonly timestamp: number;
  /** The consent (CMS) version the decision was made under. */
  readonly consentVersion: string;
  /** The storefront build that recorded it, for the audit trail. */
  readonly appVersion: string;
}

/** A service that may set cookies or track, e.g. an analytics tool (§3 services). */
export interface ConsentService {
  /** Stable key, e.g. `storage` or `google-analytics`; the cookie stores these. */
  readonly name: string;
  /** Shown to the shopper; comes translated from the CMS. */
  readonly title: string;
  readonly company: string;
  readonly defaultValue: boolean;
  /** A required service is always on and cannot be switched off. */
  readonly required: boolean;
  readonly status: boolean;
  /** The group of the category the service belongs to. */
  readonly group: string;
  /** The last decisions about this service, oldest first, at most three (§9). */
  readonly history: readonly ConsentHistoryEntry[];
  /** The service also needs the app's tracking permission (App Tracking Transparency). */
  readonly attTracking: boolean;
}

/** A category of services as the banner's second layer lists it (§3 categories). */
export interface ConsentCategory {
  readonly group: string;
  readonly title: string;
  readonly text: string;
  readonly defaultValue: boolean;
  readonly required: boolean;
  /** On when any of its services is on (§4), or when the category is required. */
  readonly status: boolean;
  readonly services: readonly ConsentService[];
}

/** The visitor's consent (§3). */
export interface Consent {
  readonly categories: readonly ConsentCategory[];
  /** The CMS consent version; a stored consent of another version is invalid (§4). */
  readonly version: string;
  /** The storefront build that last saved this consent. */
  readonly appVersion: string;
  readonly userInteracted: boolean;
  /** When the visitor last saved; null while only defaults apply. */
  readonly savedAt: number | null;
}

/** A service as the CMS defines it: no status, no history yet. */
export type ConsentServiceDefinition = Omit<ConsentService, 'status' | 'history'>;

/** A category as the CMS defines it. */
export interface ConsentCategoryDefinition extends Omit<ConsentCategory, 'status' | 'services'> {
  readonly services: readonly ConsentServiceDefinition[];
}

/** The banner's content and rules from the CMS (§4: defaults come from the CMS). */
export interface ConsentDefinition {
  readonly version: string;
  readonly categories: readonly ConsentCategoryDefinition[];
}

/** What the consent cookie keeps: enough to judge validity and restore the choices. */
export interface StoredConsent {
  readonly version: string;
  readonly appVersion: string;
  readonly savedAt: number;
  readonly userInteracted: boolean;
  /** Names of the services that were on; every other service was off. */
  readonly acceptedServices: readonly string[];
}

/** Why a stored consent does not count (§4); the banner shows. */
export type ConsentInvalidReason = 'invalidInteraction' | 'invalidTime' | 'invalidVersion';

export type ConsentValidity =
  | { readonly valid: true }
  | { readonly valid: false; readonly reason: ConsentInvalidReason };

/** What kind of visitor the shop serves; retail is the in-store app (§9 `retail/{number}`). */
export interface ConsentVisitor {
  readonly isRetail?: boolean;
  readonly isCrawler?: boolean;
}
