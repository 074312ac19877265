import { toFieldErrors } from '@vitrine/domain';
import type { Response } from 'express';
import type { z } from 'zod';
import { type ApiIssue, sendBadRequest } from '../api-error';

/** A body or query that is not an object (a JSON array or primitive, nothing at all) counts as empty. */
function asRecord(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {};
}

/** The issues of a failed parse in the /api error shape; one per field and rule. */
export function issuesOf(error: { readonly issues: readonly z.core.$ZodIssue[] }): ApiIssue[] {
  return toFieldErrors(error).map((fieldError) => ({
    field: fieldError.field === '' ? null : fieldError.field,
    key: fieldError.key,
  }));
}

/**
 * Parses a request body or query with a schema of the domain (or the account's schemas);
 * on failure answers 400 with the fields and message keys and returns null.
 */
export async function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  response: Response,
): Promise<z.output<Schema> | null> {
  const parsed = await schema.safeParseAsync(asRecord(input));
  if (parsed.success) return parsed.data;
  sendBadRequest(response, issuesOf(parsed.error));
  return null;
}
