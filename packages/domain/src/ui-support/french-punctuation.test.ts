import { describe, expect, test } from 'vitest';
import { frenchCatalogue, frenchPunctuation } from './french-punctuation';

const nnbsp = '\u202f';
const nbsp = '\u00a0';

describe('frenchPunctuation: French spacing of punctuation (issue 21, typography per language)', () => {
  test.each([
    ['a question', 'Mot de passe oublié ?', `Mot de passe oublié${nnbsp}?`],
    ['an exclamation', 'Merci ! Votre commande', `Merci${nnbsp}! Votre commande`],
    ['a semicolon', 'avec suivi ; les articles', `avec suivi${nnbsp}; les articles`],
    ['a colon', 'Veuillez vérifier :', `Veuillez vérifier${nbsp}:`],
    ['guillemets', '« Nido »', `«${nbsp}Nido${nbsp}»`],
    ['guillemets without spaces', '«Nido»', `«${nbsp}Nido${nbsp}»`],
    ['a placeholder before the sign', '{{count}} articles ?', `{{count}} articles${nnbsp}?`],
    ['a space already right', `Oups${nnbsp}!`, `Oups${nnbsp}!`],
    ['a no-break space before ? becomes the narrow one', `Oups${nbsp}?`, `Oups${nnbsp}?`],
    ['several spaces become one', 'Oups  !', `Oups${nnbsp}!`],
    ['an address keeps its ?', '/suche/?q=lit', '/suche/?q=lit'],
    ['a time keeps its :', 'de 9:00 à 18:00', 'de 9:00 à 18:00'],
    ['a web address keeps its ://', 'voir http://nido.fr/?q=1', 'voir http://nido.fr/?q=1'],
    ['a double colon stays whole', 'a::b', 'a::b'],
    ['a spaced double colon stays whole', 'Classe :: méthode', `Classe${nbsp}:: méthode`],
    ['a colon before an address', 'Site : https://nido.fr', `Site${nbsp}: https://nido.fr`],
    ['a text without signs', 'Livraison gratuite', 'Livraison gratuite'],
    ['the empty text', '', ''],
  ])('%s', (_name, text, expected) => {
    expect(frenchPunctuation(text)).toBe(expected);
  });

  test('applying it twice changes nothing more', () => {
    const once = frenchPunctuation('« Oups » : déjà ? Oui ; non !');
    expect(frenchPunctuation(once)).toBe(once);
  });
});

describe('frenchCatalogue: every text of a French catalogue, at any depth', () => {
  test('texts in nested groups and lists are set; other values and the input stay as they are', () => {
    const catalogue = {
      question: 'Oublié ?',
      nested: { quote: '« Nido » : oui !', count: 3 },
      list: ['Vraiment ?'],
    };
    expect(frenchCatalogue(catalogue)).toEqual({
      question: `Oublié${nnbsp}?`,
      nested: { quote: `«${nbsp}Nido${nbsp}»${nbsp}: oui${nnbsp}!`, count: 3 },
      list: [`Vraiment${nnbsp}?`],
    });
    expect(catalogue.question).toBe('Oublié ?');
  });
});
