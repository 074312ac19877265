import { toFieldErrors } from '@vitrine/domain';
import type { FieldErrorMessage } from '@vitrine/ui';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a domain schema (§5): the browser checks a form with the very
 * schema the server applies, and reports what failed as the domain does (`toFieldErrors`: one
 * message key per failed rule, with its placeholder values such as `{ max: 30 }`). Each
 * field's keys ride in the error's `types`, their values as JSON, since a field may fail
 * several rules at once (a password too short and without a capital).
 */
export function schemaResolver<Values extends FieldValues>(schema: z.ZodType): Resolver<Values> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: values as Values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const failed of toFieldErrors(parsed.error)) {
      const entry = errors[failed.field] ?? { type: failed.key, message: failed.key, types: {} };
      errors[failed.field] = {
        ...entry,
        types: { ...entry.types, [failed.key]: JSON.stringify(failed.params) },
      };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** The messages of a field the resolver refused, for ui's fields (`errors`). */
export function resolverMessages(error: FieldError | undefined): FieldErrorMessage[] {
  if (error === undefined) return [];
  return Object.entries(error.types ?? {}).map(([key, params]) => ({
    key,
    params: typeof params === 'string' ? (JSON.parse(params) as Record<string, string>) : {},
  }));
}
