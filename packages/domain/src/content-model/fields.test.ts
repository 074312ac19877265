import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { cents, commaList, flag, integer, key, listOf, oneOf, readNumber, text } from './fields';

describe('CMS field readers never throw (spec §3 Content story: what an editor can send)', () => {
  test.each([
    { input: 'Hallo', expected: 'Hallo' },
    { input: '', expected: '' },
    { input: 42, expected: '' },
    { input: null, expected: '' },
    { input: undefined, expected: '' },
    { input: { a: 1 }, expected: '' },
  ])('text reads $input as "$expected"', ({ input, expected }) => {
    expect(text.parse(input)).toBe(expected);
  });

  test.each([
    { input: '  abc ', expected: 'abc' },
    { input: 7, expected: '' },
  ])('key trims $input to "$expected"', ({ input, expected }) => {
    expect(key.parse(input)).toBe(expected);
  });

  test.each([
    { input: true, fallback: false, expected: true },
    { input: 'false', fallback: true, expected: false },
    { input: 'true', fallback: false, expected: true },
    { input: 'yes', fallback: true, expected: true },
    { input: 1, fallback: false, expected: false },
    { input: undefined, fallback: true, expected: true },
  ])('flag($fallback) reads $input as $expected', ({ input, fallback, expected }) => {
    expect(flag(fallback).parse(input)).toBe(expected);
  });

  test.each([
    { input: 4.99, expected: 4.99 },
    { input: '4,99', expected: 4.99 },
    { input: ' 12 ', expected: 12 },
    { input: '-3', expected: -3 },
    { input: '4.9.9', expected: null },
    { input: 'abc', expected: null },
    { input: Number.NaN, expected: null },
    { input: Number.POSITIVE_INFINITY, expected: null },
    { input: true, expected: null },
  ])('readNumber reads $input as $expected', ({ input, expected }) => {
    expect(readNumber(input)).toBe(expected);
  });

  test.each([
    { input: '3', expected: 3 },
    { input: 4, expected: 4 },
    { input: '0', expected: 2 },
    { input: 5, expected: 2 },
    { input: '2.5', expected: 2 },
    { input: '', expected: 2 },
    { input: undefined, expected: 2 },
  ])('integer(2, 1, 4) reads $input as $expected', ({ input, expected }) => {
    expect(integer(2, 1, 4).parse(input)).toBe(expected);
  });

  test.each([
    { input: '14,99', expected: 1499 },
    { input: 4.99, expected: 499 },
    { input: '0.00', expected: 0 },
    { input: '-1', expected: 100 },
    { input: 'gratis', expected: 100 },
    { input: undefined, expected: 100 },
  ])('cents(100) reads $input as $expected', ({ input, expected }) => {
    expect(cents(100).parse(input)).toBe(expected);
  });

  test.each([
    { input: 'Dark', expected: 'dark' },
    { input: ' light ', expected: 'light' },
    { input: 'purple', expected: 'none' },
    { input: 3, expected: 'none' },
  ])('oneOf reads $input as $expected', ({ input, expected }) => {
    expect(oneOf(['none', 'light', 'dark'], 'none').parse(input)).toBe(expected);
  });

  test.each([
    { input: 'a, b,,c\nd', expected: ['a', 'b', 'c', 'd'] },
    { input: ['x', ' ', 3, 'y'], expected: ['x', 'y'] },
    { input: 12, expected: [] },
    { input: undefined, expected: [] },
  ])('commaList reads $input as $expected', ({ input, expected }) => {
    expect(commaList.parse(input)).toEqual(expected);
  });

  test('listOf keeps the entries its schema accepts, in order, and reads a non-list as empty', () => {
    const names = listOf(z.object({ name: z.string().min(1) }));
    expect(names.parse([{ name: 'a' }, { name: '' }, 'x', { name: 'b' }])).toEqual([
      { name: 'a' },
      { name: 'b' },
    ]);
    expect(names.parse('nope')).toEqual([]);
  });
});
