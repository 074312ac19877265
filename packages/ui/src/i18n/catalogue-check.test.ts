import type { Language } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { catalogueProblems } from './catalogue-check';

const german = {
  close: 'Schließen',
  cart: { count_one: '{{count}} Artikel', count_other: '{{count}} Artikel' },
  greeting: 'Hallo {{name}}',
};

describe('catalogueProblems finds what a translation lacks (issue 13, one translator)', () => {
  test.each<{ name: string; language: Language; catalogue: object; problems: string[] }>([
    {
      name: 'a complete Dutch catalogue',
      language: 'nl',
      catalogue: {
        close: 'Sluiten',
        cart: { count_one: '{{count}} artikel', count_other: '{{count}} artikelen' },
        greeting: 'Hallo {{name}}',
      },
      problems: [],
    },
    {
      name: 'a complete French catalogue, with the form a million needs',
      language: 'fr',
      catalogue: {
        close: 'Fermer',
        cart: {
          count_one: '{{count}} article',
          count_other: '{{count}} articles',
          count_many: '{{count}} d’articles',
        },
        greeting: 'Bonjour {{name}}',
      },
      problems: [],
    },
    {
      name: 'French without _many',
      language: 'fr',
      catalogue: {
        close: 'Fermer',
        cart: { count_one: '{{count}} article', count_other: '{{count}} articles' },
        greeting: 'Bonjour {{name}}',
      },
      problems: ['fr: cart.count_many is missing'],
    },
    {
      name: 'Dutch with a form its rules never select, a missing key and an empty text',
      language: 'nl',
      catalogue: {
        close: ' ',
        cart: {
          count_one: '{{count}} artikel',
          count_other: '{{count}} artikelen',
          count_many: '{{count}} artikelen',
        },
      },
      problems: [
        'nl: greeting is missing',
        'nl: close is empty',
        'nl: cart.count_many is not a key of the German catalogue',
      ],
    },
    {
      name: 'a placeholder renamed',
      language: 'nl',
      catalogue: {
        close: 'Sluiten',
        cart: { count_one: '{{count}} artikel', count_other: '{{aantal}} artikelen' },
        greeting: 'Hallo {{naam}}',
      },
      problems: [
        'nl: cart.count_other has {{aantal}}, German {{count}}',
        'nl: greeting has {{naam}}, German {{name}}',
      ],
    },
  ])('$name', ({ language, catalogue, problems }) => {
    expect(catalogueProblems(german, catalogue, language)).toEqual(problems);
  });
});
