import { describe, expect, test } from 'vitest';
import {
  nearestSpellings,
  spellingAlternatives,
  spellingSuggestionLimit,
} from './spelling-alternatives';

describe('"meinten Sie …" offers other spellings of a query that found nothing (issue 17, §2 no-results)', () => {
  test('at most three spellings are offered', () => {
    expect(spellingSuggestionLimit).toBe(3);
  });

  test.each([
    {
      case: 'one word, its nearest catalog words in order',
      words: ['kinderwgn'],
      nearest: [['kinderwagen', 'kinderwagens', 'kinderwanne']],
      expected: ['kinderwagen', 'kinderwagens', 'kinderwanne'],
    },
    {
      case: 'more nearest words than the limit',
      words: ['bdy'],
      nearest: [['body', 'bad', 'boy', 'bud']],
      expected: ['body', 'boy', 'bad'],
    },
    {
      case: 'two words: the k-th spelling takes each word’s k-th, or its nearest where it has fewer',
      words: ['schlfsack', 'grn'],
      nearest: [['schlafsack', 'schlafsaecke'], ['gruen']],
      expected: ['schlafsack gruen', 'schlafsaecke gruen'],
    },
    {
      case: 'the candidates are ranked by the edits from the typed word',
      words: ['kindrwgn'],
      nearest: [['kindersitz', 'kindersitze', 'kinderwagen']],
      expected: ['kinderwagen', 'kindersitz', 'kindersitze'],
    },
    {
      case: 'a word with no near catalog word stays as typed',
      words: ['qqxyzzy', 'bdy'],
      nearest: [[], ['body']],
      expected: ['qqxyzzy body'],
    },
    {
      case: 'a spelling equal to the query is no alternative',
      words: ['body'],
      nearest: [['body', 'bodys']],
      expected: ['bodys'],
    },
    {
      case: 'no near word at all: nothing to offer',
      words: ['qqxyzzy', 'vvkrrt'],
      nearest: [[], []],
      expected: [],
    },
    { case: 'no words', words: [], nearest: [], expected: [] },
  ])('$case', ({ words, nearest, expected }) => {
    expect(spellingAlternatives(words, nearest)).toEqual(expected);
  });

  test('repeated spellings are offered once', () => {
    expect(spellingAlternatives(['a', 'b'], [['x', 'x'], ['y']])).toEqual(['x y']);
  });

  test.each([
    {
      word: 'kindrwgn',
      candidates: ['kindersitz', 'kinderwagen'],
      expected: ['kinderwagen', 'kindersitz'],
    },
    { word: 'bdy', candidates: ['bad', 'body', 'boy'], expected: ['body', 'boy', 'bad'] },
    {
      word: 'wrmkissen',
      candidates: ['kissen', 'warmekissen'],
      expected: ['warmekissen', 'kissen'],
    },
    { word: 'x', candidates: [], expected: [] },
  ])(
    '"$word": fewest edits first, ties as the index gave them',
    ({ word, candidates, expected }) => {
      expect(nearestSpellings(word, candidates)).toEqual(expected);
    },
  );
});
