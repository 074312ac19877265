import { type ConsentRecord, consentRecordsPath } from '@vitrine/domain';

/** How long the no-JavaScript choice waits for the records host before it answers anyway. */
const recordsHostTimeoutMs = 5_000;

/**
 * Posts one decision, made with the banner's no-JavaScript form, to the proof-of-consent host
 * that `VITRINE_CONSENT_RECORDS_ORIGIN` names (issue 20, §7 consent call). The host gets the same
 * body that the banner posts from the browser, so all of a shop's proof lands in one place,
 * whether or not the visitor ran JavaScript. A refusal, a timeout or an unreachable host goes to
 * the error log (§8). It never throws: the visitor's choice is saved in the cookie anyway.
 */
export async function postToConsentRecordsHost(
  origin: string,
  record: ConsentRecord,
): Promise<boolean> {
  const url = new URL(consentRecordsPath, origin);
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(record),
      redirect: 'error',
      signal: AbortSignal.timeout(recordsHostTimeoutMs),
    });
    // The body is not needed; reading it frees the connection.
    await answer.arrayBuffer().catch(() => undefined);
    if (answer.ok) return true;
    console.error('consent record refused by the records host', url.origin, answer.status);
    return false;
  } catch (error) {
    console.error('consent record not delivered to the records host', url.origin, error);
    return false;
  }
}
