import { describe, expect, test } from 'vitest';
import { imageOptionsSchema, parseImageOptions } from './image-options';

describe('image options from URL query strings (spec §5)', () => {
  test.each([
    { input: {}, expected: {} },
    {
      input: { blur: '0', quality: '100', brightness: '50' },
      expected: { blur: 0, quality: 100, brightness: 50 },
    },
    { input: { blur: ' 20 ' }, expected: { blur: 20 } },
    { input: { quality: '+80' }, expected: { quality: 80 } },
    { input: { quality: '075' }, expected: { quality: 75 } },
    { input: { quality: '80.0' }, expected: { quality: 80 } },
    { input: { blur: '-0' }, expected: { blur: 0 } },
    { input: { rotate: '0' }, expected: { rotate: 0 } },
    { input: { rotate: '90' }, expected: { rotate: 90 } },
    { input: { rotate: '180' }, expected: { rotate: 180 } },
    { input: { rotate: '270' }, expected: { rotate: 270 } },
    { input: { format: 'webp' }, expected: { format: 'webp' } },
    { input: { format: 'PNG' }, expected: { format: 'png' } },
    { input: { format: 'jpeg' }, expected: { format: 'jpeg' } },
    { input: { format: 'avif' }, expected: { format: 'avif' } },
    { input: { blur: '', format: '  ' }, expected: {} },
    { input: { blur: ['10', '90'] }, expected: { blur: 10 } },
    { input: { blur: [] }, expected: {} },
    { input: { w: '600', utm_source: 'mail' }, expected: {} },
  ])('$input parses to $expected', ({ input, expected }) => {
    expect(parseImageOptions(input)).toEqual({ success: true, options: expected });
  });

  test.each([
    { input: { blur: '-1' }, option: 'blur', key: 'imageOptions.tooSmall', values: { min: 0 } },
    {
      input: { quality: '101' },
      option: 'quality',
      key: 'imageOptions.tooLarge',
      values: { max: 100 },
    },
    {
      input: { brightness: '1e9' },
      option: 'brightness',
      key: 'imageOptions.notNumeric',
      values: {},
    },
    {
      input: { brightness: '50.5' },
      option: 'brightness',
      key: 'imageOptions.notInteger',
      values: {},
    },
    { input: { blur: 'abc' }, option: 'blur', key: 'imageOptions.notNumeric', values: {} },
    { input: { blur: 'NaN' }, option: 'blur', key: 'imageOptions.notNumeric', values: {} },
    { input: { blur: '٥' }, option: 'blur', key: 'imageOptions.notNumeric', values: {} },
    {
      input: { quality: '99999999999999999999' },
      option: 'quality',
      key: 'imageOptions.tooLarge',
      values: { max: 100 },
    },
    {
      input: { quality: '150.5' },
      option: 'quality',
      key: 'imageOptions.tooLarge',
      values: { max: 100 },
    },
    { input: { blur: '-0.5' }, option: 'blur', key: 'imageOptions.tooSmall', values: { min: 0 } },
    { input: { blur: 50 }, option: 'blur', key: 'imageOptions.invalid', values: {} },
    { input: { rotate: '45' }, option: 'rotate', key: 'imageOptions.rotation', values: {} },
    { input: { rotate: '360' }, option: 'rotate', key: 'imageOptions.rotation', values: {} },
    { input: { rotate: '-90' }, option: 'rotate', key: 'imageOptions.rotation', values: {} },
    { input: { format: 'gif' }, option: 'format', key: 'imageOptions.format', values: {} },
    { input: { format: 'jpg' }, option: 'format', key: 'imageOptions.format', values: {} },
  ])('$input is rejected with $key', ({ input, option, key, values }) => {
    expect(parseImageOptions(input)).toEqual({ success: false, errors: [{ option, key, values }] });
  });

  test('every invalid option is reported', () => {
    const result = parseImageOptions({ blur: '200', rotate: '1', format: 'bmp', quality: '50' });
    expect(result.success).toBe(false);
    expect(result.success ? [] : result.errors.map((error) => error.option)).toEqual([
      'blur',
      'rotate',
      'format',
    ]);
  });

  test.each([{ input: null }, { input: 'blur=5' }, { input: 42 }, { input: undefined }])(
    'a query that is not an object ($input) is invalid as a whole',
    ({ input }) => {
      expect(parseImageOptions(input)).toEqual({
        success: false,
        errors: [{ option: '', key: 'imageOptions.invalid', values: {} }],
      });
    },
  );

  test('the schema is usable directly and types its output', () => {
    const options = imageOptionsSchema.parse({ rotate: '90', format: 'WEBP' });
    const rotation: 0 | 90 | 180 | 270 | undefined = options.rotate;
    expect(rotation).toBe(90);
    expect(options.format).toBe('webp');
  });
});
