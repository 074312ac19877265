import { describe, expect, test } from 'vitest';
import { searchEvent } from './search-event';

describe('GA4 search event (§4 tracking, issue 17)', () => {
  test.each([
    {
      term: 'kinderwagen',
      internal: false,
      expected: { event: 'search', search_term: 'kinderwagen' },
    },
    {
      term: '  poussette ',
      internal: true,
      expected: { event: 'search', search_term: 'poussette', traffic_type: 'internal' },
    },
    { term: '   ', internal: false, expected: null },
  ])('"$term" (internal $internal) is $expected', ({ term, internal, expected }) => {
    expect(searchEvent(term, { internalTraffic: internal })).toEqual(expected);
  });
});
