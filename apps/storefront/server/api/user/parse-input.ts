import { type FieldError, toFieldErrors } from '@vitrine/domain';
import type { Response } from 'express';
import type { z } from 'zod';
import { type ApiIssue, sendBadRequest } from '../api-error';

/** A body or query that is not an object (a JSON array or primitive, nothing at all) counts as empty. */
function asRecord(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {};
}

/** A parsed input, or the fields at fault with their message keys and placeholder values. */
export type ParsedFields<Data> =
  | { readonly ok: true; readonly data: Data }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/** The field errors in the /api error shape; one issue per field and rule. */
export function issuesOfFieldErrors(errors: readonly FieldError[]): ApiIssue[] {
  return errors.map((fieldError) => ({
    field: fieldError.field === '' ? null : fieldError.field,
    key: fieldError.key,
  }));
}

/** The issues of a failed parse in the /api error shape; one per field and rule. */
export function issuesOf(error: { readonly issues: readonly z.core.$ZodIssue[] }): ApiIssue[] {
  return issuesOfFieldErrors(toFieldErrors(error));
}

/**
 * Parses a body (JSON or a posted form) with a schema of the domain or the account's schemas.
 * Used by the /api calls and by the pages' form posts, so both accept and refuse the same.
 */
export async function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): Promise<ParsedFields<z.output<Schema>>> {
  const parsed = await schema.safeParseAsync(asRecord(input));
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: toFieldErrors(parsed.error) };
}

/**
 * Parses a request body or query ({@link parseFields}); on failure answers 400 with the fields
 * and message keys and returns null.
 */
export async function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  response: Response,
): Promise<z.output<Schema> | null> {
  const parsed = await parseFields(schema, input);
  if (parsed.ok) return parsed.data;
  sendBadRequest(response, issuesOfFieldErrors(parsed.errors));
  return null;
}
