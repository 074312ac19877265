import { describe, expect, test } from 'vitest';
import { checkTagManagerId, tagManagerIdSchema } from './tag-manager-id';

describe('tag-manager id (spec §5)', () => {
  test.each([{ input: 'GTM-AB12C' }, { input: 'GTM-1234567' }, { input: 'GTM-K' }])(
    'accepts $input',
    ({ input }) => {
      expect(checkTagManagerId(input)).toEqual({ valid: true, id: input });
    },
  );

  test.each([
    { input: ' gtm-ab12c ', suggestion: 'GTM-AB12C' },
    { input: 'GTM-ab12c', suggestion: 'GTM-AB12C' },
    { input: 'GTM_AB12C', suggestion: 'GTM-AB12C' },
    { input: 'GTM AB12C', suggestion: 'GTM-AB12C' },
    { input: 'GTM-AB 12C', suggestion: 'GTM-AB12C' },
    { input: 'gtmab12c', suggestion: 'GTM-AB12C' },
    { input: 'AB12C', suggestion: 'GTM-AB12C' },
    { input: 'GTM--AB12C', suggestion: 'GTM-AB12C' },
    { input: 'ＧＴＭ－ＡＢ１２Ｃ', suggestion: 'GTM-AB12C' },
    { input: 'GTM-AB12C\u200B', suggestion: 'GTM-AB12C' },
    { input: 'GTM-AB12C\n', suggestion: 'GTM-AB12C' },
  ])('rejects $input and suggests $suggestion', ({ input, suggestion }) => {
    expect(checkTagManagerId(input)).toEqual({
      valid: false,
      key: 'validation.tag-manager-id',
      suggestion,
    });
  });

  test.each([
    { input: '' },
    { input: '   ' },
    { input: 'GTM-' },
    { input: 'GTM' },
    { input: 'G-ABC123' },
    { input: 'UA-1234-1' },
    { input: 'GTM-AB12C-1' },
    { input: 'GTM-ÄB12C' },
    { input: '<script>' },
    { input: undefined },
    { input: null },
    { input: 12345 },
  ])('rejects $input without a suggestion', ({ input }) => {
    expect(checkTagManagerId(input)).toEqual({
      valid: false,
      key: 'validation.tag-manager-id',
      suggestion: null,
    });
  });

  test('a suggestion always passes the check', () => {
    for (const input of [' gtm-ab12c ', 'gtm_9', 'x1']) {
      const check = checkTagManagerId(input);
      const suggestion = check.valid ? null : check.suggestion;
      expect(suggestion === null ? null : checkTagManagerId(suggestion).valid).toBe(true);
    }
  });
});

describe('tag-manager id schema (spec §5)', () => {
  test('passes a valid id through', () => {
    expect(tagManagerIdSchema.safeParse('GTM-AB12C')).toEqual({ success: true, data: 'GTM-AB12C' });
  });

  test.each([
    { input: ' gtm-ab12c ', params: { suggestion: 'GTM-AB12C' } },
    { input: 'G-ABC123', params: undefined },
    { input: undefined, params: undefined },
  ])('fails $input with the key and the suggestion as parameter', ({ input, params }) => {
    const issues = tagManagerIdSchema.safeParse(input).error?.issues ?? [];
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toBe('validation.tag-manager-id');
    expect(issues[0] && 'params' in issues[0] ? issues[0].params : undefined).toEqual(params);
  });
});
