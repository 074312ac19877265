import { describe, expect, test } from 'vitest';
import { badgeText } from './badge-text';

describe('badgeText: one casing for every product badge (issue 21)', () => {
  test.each([
    { text: 'nachhaltig-produziert', locale: 'de-DE', expected: 'Nachhaltig produziert' },
    { text: 'eco', locale: 'fr-FR', expected: 'Eco' },
    { text: 'Neu', locale: 'de-DE', expected: 'Neu' },
    { text: 'TÜV geprüft', locale: 'de-DE', expected: 'TÜV geprüft' },
    { text: 'ölfrei', locale: 'de-DE', expected: 'Ölfrei' },
    { text: 'ijzersterk', locale: 'nl-NL', expected: 'Ijzersterk' },
    { text: '−20 %', locale: 'de-DE', expected: '−20 %' },
    { text: '  ', locale: 'de-DE', expected: '' },
  ])('$text in $locale is $expected', ({ text, locale, expected }) => {
    expect(badgeText(text, locale)).toBe(expected);
  });
});
