import { describe, expect, test } from 'vitest';
import { dialogEntry } from './dialog-entry';

describe('dialog entry (spec §2 positions, §4)', () => {
  test.each([
    {
      input: { id: 'country-picker', position: 'right', modal: false, returnFocusTo: 'flag' },
      expected: { id: 'country-picker', position: 'right', modal: false, returnFocusTo: 'flag' },
    },
    {
      input: { id: 'mobile-navigation', position: 'mobileLeft' },
      expected: {
        id: 'mobile-navigation',
        position: 'mobileLeft',
        modal: false,
        returnFocusTo: null,
      },
    },
    {
      input: { id: 'side-navigation', position: 'left', modal: true },
      expected: { id: 'side-navigation', position: 'left', modal: true, returnFocusTo: null },
    },
    {
      input: { id: 'sort' },
      expected: { id: 'sort', position: 'center', modal: false, returnFocusTo: null },
    },
  ])('keeps the settings of a well-formed dialog $input.id', ({ input, expected }) => {
    expect(dialogEntry(input)).toEqual(expected);
  });

  test.each([
    { input: { id: '' } },
    { input: { id: '   ' } },
    { input: { id: undefined } },
    { input: { id: 42 } },
    { input: { id: null } },
    { input: {} },
  ])('gives null without a usable id: $input', ({ input }) => {
    expect(dialogEntry(input)).toBeNull();
  });

  test('trims the id, so " sort " and "sort" address the same dialog', () => {
    expect(dialogEntry({ id: ' sort ' })?.id).toBe('sort');
  });

  test.each([
    { position: 'top' },
    { position: 'Right' },
    { position: '' },
    { position: undefined },
    { position: 3 },
  ])('falls back to the centre for the unknown position $position', ({ position }) => {
    expect(dialogEntry({ id: 'sort', position })?.position).toBe('center');
  });

  test.each([
    { modal: 'true', expected: false },
    { modal: 1, expected: false },
    { modal: undefined, expected: false },
    { modal: true, expected: true },
  ])('is modal only for the boolean true, not $modal', ({ modal, expected }) => {
    expect(dialogEntry({ id: 'sort', modal })?.modal).toBe(expected);
  });

  test.each([
    { returnFocusTo: 'sort-button', expected: 'sort-button' },
    { returnFocusTo: '#sort-button', expected: 'sort-button' },
    { returnFocusTo: '  sort-button ', expected: 'sort-button' },
    { returnFocusTo: 'knöpfchen-ü', expected: 'knöpfchen-ü' },
    { returnFocusTo: 'sort button', expected: null },
    { returnFocusTo: '#', expected: null },
    { returnFocusTo: '', expected: null },
    { returnFocusTo: null, expected: null },
    { returnFocusTo: 7, expected: null },
  ])('takes the focus return id $returnFocusTo as $expected', ({ returnFocusTo, expected }) => {
    expect(dialogEntry({ id: 'sort', returnFocusTo })?.returnFocusTo).toBe(expected);
  });
});
