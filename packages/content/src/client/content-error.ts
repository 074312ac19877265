/**
 * A failed content call (spec §8: a status outside 200–206 is rejected with message, status
 * and response; a network failure gives a message). `status` is null when no answer came.
 */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  readonly status: number | null;
  readonly response: unknown;

  constructor(message: string, status: number | null = null, response: unknown = null) {
    super(message);
    this.status = status;
    this.response = response;
  }
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

/**
 * What storyblok-js-client rejects with, as a {@link ContentError}: `{ message, status,
 * response }` for an answer outside 200–206, `{ message }` for a network failure or a
 * timeout, an Error for anything thrown on the way.
 */
export function toContentError(reason: unknown): ContentError {
  if (reason instanceof ContentError) return reason;
  if (reason instanceof Error) return new ContentError(reason.message);
  if (!isRecord(reason)) return new ContentError(String(reason));
  const status = typeof reason.status === 'number' ? reason.status : null;
  const message =
    typeof reason.message === 'string' && reason.message !== ''
      ? reason.message
      : status === null
        ? 'The content service did not answer'
        : `The content service answered ${status}`;
  return new ContentError(message, status, reason.response ?? (status === null ? null : reason));
}

/** Whether a failed call only means that the story does not exist. */
export function isNotFound(error: ContentError): boolean {
  return error.status === 404;
}
