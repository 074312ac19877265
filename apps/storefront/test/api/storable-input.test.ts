import { describe, expect, test } from 'vitest';
import {
  findInputProblem,
  findUnstorablePathSegment,
  isStorableString,
  maxInputDepth,
} from '../../server/api/security/storable-input';
import { issueOfInputProblem } from '../../server/api/security/storable-input-check';

/** `{"a":{"a":…{"a":leaf}}}` with `levels` objects. */
function nested(levels: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

describe('text PostgreSQL can store: no NUL, no lone surrogate (issue 12, item 4)', () => {
  test.each([
    { case: 'plain text', text: 'Kinderwagen', storable: true },
    { case: 'the empty string', text: '', storable: true },
    { case: 'umlauts and accents', text: 'Größe, déjà, één', storable: true },
    { case: 'a surrogate pair (emoji)', text: 'Mia 🌙', storable: true },
    { case: 'other control characters', text: 'a\tb\nc\u0007', storable: true },
    { case: 'a NUL byte', text: 'a\u0000b', storable: false },
    { case: 'only NUL', text: '\u0000', storable: false },
    { case: 'a lone high surrogate', text: 'a\uD800b', storable: false },
    { case: 'a lone high surrogate at the end', text: 'ab\uD83D', storable: false },
    { case: 'a lone low surrogate', text: '\uDC00ab', storable: false },
    { case: 'a pair in the wrong order', text: '\uDE19\uD83D', storable: false },
    { case: 'U+FFFD, the replacement character', text: '\uFFFD', storable: true },
  ])('$case → $storable', ({ text, storable }) => {
    expect(isStorableString(text)).toBe(storable);
  });
});

describe('the first problem of a parsed input (issue 12, item 4)', () => {
  test.each([
    { case: 'nothing', input: undefined, problem: null },
    { case: 'a number', input: 42, problem: null },
    { case: 'an empty object', input: {}, problem: null },
    {
      case: 'a basket call',
      input: { basketKey: 'basket_10_ab', variantId: 5, displayData: { note: 'Mia 🌙' } },
      problem: null,
    },
    {
      case: 'NUL in a top-level field',
      input: { basketKey: 'basket_10_ab', itemKey: 'a\u0000b' },
      problem: { kind: 'unstorableText', path: ['itemKey'] },
    },
    {
      case: 'a lone surrogate deep in display data',
      input: { displayData: { lines: ['ok', { text: '\uD800' }] } },
      problem: { kind: 'unstorableText', path: ['displayData', 'lines', '1', 'text'] },
    },
    {
      case: 'NUL in a key',
      input: { displayData: { 'a\u0000': 1 } },
      problem: { kind: 'unstorableText', path: ['displayData', 'a\u0000'] },
    },
    {
      case: 'a bare string with NUL',
      input: '\u0000',
      problem: { kind: 'unstorableText', path: [] },
    },
    {
      case: 'a query of strings and lists',
      input: { hash: 'ABCDE', x: ['1', '2'] },
      problem: null,
    },
    {
      case: 'a query list holding NUL',
      input: { voucherCode: ['x', 'a\u0000'] },
      problem: { kind: 'unstorableText', path: ['voucherCode', '1'] },
    },
    { case: `${maxInputDepth} levels`, input: nested(maxInputDepth), problem: null },
    {
      case: `${maxInputDepth + 1} levels`,
      input: nested(maxInputDepth + 1),
      problem: { kind: 'tooDeep', path: Array(maxInputDepth).fill('a') },
    },
    {
      case: 'deep arrays',
      input: { displayData: JSON.parse(`${'['.repeat(100)}${']'.repeat(100)}`) },
      problem: { kind: 'tooDeep', path: ['displayData', ...Array(maxInputDepth - 1).fill('0')] },
    },
  ])('$case', ({ input, problem }) => {
    expect(findInputProblem(input)).toEqual(problem);
  });

  test('1,400 nested levels (the 8.7 KB body of the issue) and 30,000 do not overflow the stack', () => {
    expect(findInputProblem({ displayData: nested(1400) })?.kind).toBe('tooDeep');
    expect(findInputProblem(JSON.parse(`${'['.repeat(30_000)}${']'.repeat(30_000)}`))?.kind).toBe(
      'tooDeep',
    );
  });

  test('a custom depth limit', () => {
    expect(findInputProblem(nested(3), 3)).toBeNull();
    expect(findInputProblem(nested(4), 3)?.kind).toBe('tooDeep');
  });
});

describe('a URL path with a decoded NUL is refused (issue 12, item 4)', () => {
  test.each([
    { path: '/shop/basket/get/basket_10_ab/', segment: null },
    { path: '/cms/kinderwagen/%C3%A4%20b', segment: null },
    { path: '/shop/basket/get/a%00b/', segment: 'a%00b' },
    { path: '/user/orders/%00/cancel/', segment: '%00' },
    // Undecodable escapes are the route's to refuse (the router answers 400 for parameters).
    { path: '/shop/redirect/%E0%A4%A/', segment: null },
    { path: '/shop/basket/get/%ED%A0%80/', segment: null },
  ])('$path', ({ path, segment }) => {
    expect(findUnstorablePathSegment(path)).toBe(segment);
  });
});

describe('the issue a refused input is answered with (issue 12, item 4)', () => {
  test.each([
    {
      problem: { kind: 'unstorableText', path: ['displayData', 'note'] } as const,
      issue: { field: 'displayData.note', key: 'validation.invalid' },
    },
    {
      problem: { kind: 'unstorableText', path: [] } as const,
      issue: { field: null, key: 'validation.invalid' },
    },
    {
      problem: { kind: 'tooDeep', path: ['displayData', 'a', 'a'] } as const,
      issue: { field: 'displayData', key: 'api.nestingTooDeep' },
    },
    {
      problem: { kind: 'tooDeep', path: [] } as const,
      issue: { field: null, key: 'api.nestingTooDeep' },
    },
  ])('$problem.kind at $problem.path', ({ problem, issue }) => {
    expect(issueOfInputProblem(problem)).toEqual(issue);
  });
});
