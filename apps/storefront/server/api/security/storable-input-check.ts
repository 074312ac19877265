import { ruleMessageKeys } from '@vitrine/domain';
import type { RequestHandler } from 'express';
import type { ApiIssue } from '../api-error';
import { sendBadRequest } from '../api-error';
import { findInputProblem, findUnstorablePathSegment, type InputProblem } from './storable-input';

/** The message key of a body nested deeper than {@link import('./storable-input').maxInputDepth}. */
export const nestingTooDeepKey = 'api.nestingTooDeep';

/**
 * The issue a refused input is answered with: unstorable text at its field with the generic
 * `validation.invalid` (a form shows it at the field in the visitor's language); too deep a
 * nesting at the top-level field that holds it.
 */
export function issueOfInputProblem(problem: InputProblem): ApiIssue {
  if (problem.kind === 'tooDeep') return { field: problem.path[0] ?? null, key: nestingTooDeepKey };
  return {
    field: problem.path.length === 0 ? null : problem.path.join('.'),
    key: ruleMessageKeys.invalid,
  };
}

/**
 * Refuses, for every /api call at once, input the database cannot store or that nests too
 * deep: in the URL path (its parameters, e.g. a basket key), the query and the parsed body
 * (JSON or form). Mounted after the body parsers; answers 400 in the /api error shape.
 */
export function storableInputCheck(): RequestHandler {
  return (request, response, next) => {
    if (findUnstorablePathSegment(request.path) !== null) {
      sendBadRequest(response, [{ field: null, key: ruleMessageKeys.invalid }]);
      return;
    }
    const problem = findInputProblem(request.query) ?? findInputProblem(request.body);
    if (problem !== null) {
      sendBadRequest(response, [issueOfInputProblem(problem)]);
      return;
    }
    next();
  };
}
