/**
 * Reports an error that happened in the browser (§8, §9). A stand-in: the client error
 * reporting of issue 20 is built elsewhere and replaces this file at merge; until then the
 * error goes to the console with its context.
 */
export function reportClientError(error: unknown, context: Readonly<Record<string, string>>): void {
  console.error(error, context);
}
