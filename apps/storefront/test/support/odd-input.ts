import fc from 'fast-check';
import { expect } from 'vitest';
import { maxInputDepth } from '../../server/api/security/storable-input';

/**
 * Input the /api edge refuses for every call (issue 12, item 4), for the fuzz suites: text
 * PostgreSQL cannot store and JSON nested deeper than the limit. A call that carries one
 * answers 400 with one of {@link refusedInputKeys}, whatever else it holds.
 */

/** The issue keys the edge answers such input with. */
export const refusedInputKeys = ['validation.invalid', 'api.nestingTooDeep'] as const;

/** Printable ASCII around the odd character, so no generated neighbour pairs a surrogate. */
const around = fc.string({ unit: 'grapheme-ascii', maxLength: 12 });

/** A text with a NUL byte: all a form or a URL can carry (they encode lone surrogates as U+FFFD). */
export const textWithNul = fc
  .tuple(around, around)
  .map(([before, after]) => `${before}\u0000${after}`);

/** A text with a NUL byte or a lone high or low surrogate, as a JSON body can carry it. */
export const unstorableText = fc
  .tuple(around, fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'), around)
  .map(([before, odd, after]) => `${before}${odd}${after}`);

/** Objects and arrays nested beyond the limit, up to the ~1,400 levels of the issue (8.7 KB). */
export const tooDeepJson = fc
  .tuple(
    fc.integer({ min: maxInputDepth + 1, max: 1500 }),
    fc.boolean(),
    fc.jsonValue({ maxDepth: 0 }),
  )
  .map(([levels, arrays, leaf]) => {
    let value: unknown = leaf;
    for (let level = 0; level < levels; level += 1) value = arrays ? [value] : { a: value };
    return value;
  });

/** A JSON value the edge refuses: unstorable text, as a value or a key, or too deep a nesting. */
export const refusedJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  unstorableText,
  unstorableText.map((key) => ({ [key]: 1 })),
  tooDeepJson,
);

/**
 * `body` (an object, or else a fresh one) with `odd` placed at a generated path of one to three
 * keys, next to whatever the body held: the refusal must not depend on where it sits.
 */
export function withOddValue(
  body: fc.Arbitrary<unknown>,
  odd: fc.Arbitrary<unknown> = refusedJsonValue,
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      body,
      fc.array(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 3 }),
      odd,
    )
    .map(([base, path, value]) => {
      const root: Record<string, unknown> =
        typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...base } : {};
      let node = root;
      for (const key of path.slice(0, -1)) {
        const child: Record<string, unknown> = {};
        // Own data properties: a generated `__proto__` key must not reach a prototype.
        Object.defineProperty(node, key, { value: child, enumerable: true, writable: true });
        node = child;
      }
      Object.defineProperty(node, path.at(-1) ?? 'x', { value, enumerable: true, writable: true });
      return root;
    });
}

/** Expects the edge's refusal: 400 in the /api error shape, with one of its message keys. */
export function expectRefusal(status: number, text: string, what: string): void {
  expect(status, `${what} → ${text.slice(0, 300)}`).toBe(400);
  expect(JSON.parse(text), what).toMatchObject({
    statusCode: 400,
    error: 'api.badRequest',
    issues: [{ key: expect.toBeOneOf([...refusedInputKeys]) }],
  });
}
