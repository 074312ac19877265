import { describe, expect, test } from 'vitest';
import {
  basketReserveHref,
  basketReserveStep,
  basketReserveStepId,
  reservableLineKeys,
} from './basket-reserve-step';

const lines = [
  { key: 'stroller', followsMainItem: false },
  { key: 'engraving-service', followsMainItem: true },
  { key: 'romper', followsMainItem: false },
];

describe('which basket lines offer click-and-reserve (spec §2 click-and-reserve, basket; §6 clickAndReserve)', () => {
  test.each([
    { input: 'flag on', flag: true, expected: ['stroller', 'romper'] },
    { input: 'flag off', flag: false, expected: [] },
  ])('$input', ({ flag, expected }) => {
    expect(reservableLineKeys({ flags: { clickAndReserve: flag } }, lines)).toEqual(expected);
  });
});

describe('the basket’s reservation step without JavaScript (`?dialog=reserve&zeile=`, spec §2)', () => {
  const reservable = ['stroller', 'romper'];
  test.each([
    { input: 'dialog=reserve&zeile=stroller', expected: 'stroller' },
    { input: 'dialog=reserve&zeile=romper', expected: 'romper' },
    { input: 'dialog=reserve&zeile=engraving-service', expected: null },
    { input: 'dialog=reserve&zeile=unknown', expected: null },
    { input: 'dialog=reserve', expected: null },
    { input: 'dialog=reserve&zeile=stroller&zeile=romper', expected: null },
    { input: 'dialog=reserve&dialog=reserve&zeile=stroller', expected: null },
    { input: 'dialog=shipping&zeile=stroller', expected: null },
    { input: 'zeile=stroller', expected: null },
  ])('$input → $expected', ({ input, expected }) => {
    expect(basketReserveStep(reservable, new URLSearchParams(input))).toBe(expected);
  });

  test('a shop without click-and-reserve has no step', () => {
    expect(basketReserveStep([], new URLSearchParams('dialog=reserve&zeile=stroller'))).toBeNull();
  });

  test('the link leads to the step’s section in the page', () => {
    expect(basketReserveStepId('k1')).toBe('basket-reserve-k1');
    expect(basketReserveHref('/fr/warenkorb/', 'k1')).toBe(
      '/fr/warenkorb/?dialog=reserve&zeile=k1#basket-reserve-k1',
    );
  });
});
