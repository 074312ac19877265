/**
 * The consent banner's addresses (issue 20), shared by the server that answers them and the
 * page that posts to them.
 */

/** The banner's form without JavaScript: `POST /_consent/` (action, service…, return). */
export const consentChoicePath = '/_consent/';

/** The proof-of-consent call (GDPR Art. 7(1), §7 consent call). */
export const consentRecordsPath = '/api/consent-records/';

/** The query that opens the banner on its settings layer without JavaScript (the footer link). */
export const consentSettingsQuery = 'consent';
export const consentSettingsValue = 'settings';

/** The consent cookie (§4, §9) and the key of the local copy in local storage. */
export const consentCookieName = 'consent';
export const consentCopyKey = 'consent';
