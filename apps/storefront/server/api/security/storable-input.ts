/**
 * What the shop refuses at its edge before any handler sees a request (issue 12, item 4):
 * text PostgreSQL's `text` and `jsonb` cannot hold, and JSON nested deeper than any form or
 * call of the shop sends. Without this check such input reached the database or a recursive
 * schema and came back as a 500: a NUL byte fails as "invalid byte sequence for encoding UTF8",
 * a lone surrogate as "invalid input syntax for type json", ~1,400 nested objects overflow the
 * stack of Zod's `z.json()`.
 */

/**
 * The deepest nesting of objects and arrays a request may carry. The shop's own payloads nest
 * four levels at most (an order's address inside the body, a basket line's display data); 32
 * leaves room for any client's display data and stays far below what overflows a stack.
 */
export const maxInputDepth = 32;

/** A UTF-16 surrogate without its partner: it has no UTF-8 form. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL's `text` (and `jsonb`) can hold `text`: no NUL, no lone surrogate. */
export function isStorableString(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

/** Why an input is refused, and where: the path of keys to the value (`displayData.note`). */
export type InputProblem =
  | { readonly kind: 'tooDeep'; readonly path: readonly string[] }
  | { readonly kind: 'unstorableText'; readonly path: readonly string[] };

/**
 * The first problem of a parsed input (a JSON body, a query, a posted form), or null when
 * every string in it — keys included — is storable and it nests at most `maxDepth` levels.
 * Walks with its own stack, so no input can overflow the call stack here.
 */
export function findInputProblem(input: unknown, maxDepth = maxInputDepth): InputProblem | null {
  const pending: Array<{ value: unknown; path: readonly string[]; depth: number }> = [
    { value: input, path: [], depth: 0 },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (!isStorableString(value)) return { kind: 'unstorableText', path };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) return { kind: 'tooDeep', path };
    for (const [key, entry] of Object.entries(value)) {
      const entryPath = [...path, key];
      if (!isStorableString(key)) return { kind: 'unstorableText', path: entryPath };
      pending.push({ value: entry, path: entryPath, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * The first decoded segment of a URL path that is not storable text (`%00` decodes to NUL),
 * or null. A segment whose escapes do not decode is left to the route, which refuses it or
 * looks it up as it is.
 */
export function findUnstorablePathSegment(path: string): string | null {
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      continue;
    }
    if (!isStorableString(decoded)) return segment;
  }
  return null;
}
