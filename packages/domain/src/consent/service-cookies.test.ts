import { describe, expect, test } from 'vitest';
import { cookieDomainsOf, cookieNamesOf, declinedServiceCookies } from './service-cookies';

describe("the declined services' cookies removed after a save (§4 consent: the cookies removed, the page reloaded)", () => {
  const cookies =
    'consent=%7B%7D; vitrine_session=abc; _ga=GA1.1.1.2; _ga_K3Y9=GS1.1; _gid=GA1.1.3; _gat_UA1=1; _gcl_au=1.1.5; _gac_UA1=x; emos_jcsid=s; emos_jcvid=v; i18n_redirected=de-DE';
  test.each([
    { declined: [], removed: [] },
    {
      declined: ['google-tag-manager'],
      removed: ['_ga', '_ga_K3Y9', '_gid', '_gat_UA1'],
    },
    { declined: ['google-ads'], removed: ['_gcl_au', '_gac_UA1'] },
    { declined: ['econda'], removed: ['emos_jcsid', 'emos_jcvid'] },
    // The player's cookies live on its own host: nothing of ours to remove.
    { declined: ['videos'], removed: [] },
    { declined: ['a-service-nobody-knows'], removed: [] },
    {
      declined: ['econda', 'google-ads', 'google-tag-manager', 'videos'],
      removed: [
        '_ga',
        '_ga_K3Y9',
        '_gid',
        '_gat_UA1',
        '_gcl_au',
        '_gac_UA1',
        'emos_jcsid',
        'emos_jcvid',
      ],
    },
  ])(
    'declined $declined: removes $removed, never the consent, session or locale cookie',
    ({ declined, removed }) => {
      expect(declinedServiceCookies(cookies, declined)).toEqual(removed);
    },
  );

  test.each([
    // A name that only starts like a service's is not its cookie.
    { cookies: '_gap=1; _galaxy=2; emos=3', removed: [] },
    { cookies: '', removed: [] },
    { cookies: ' _ga=1 ;_ga=2', removed: ['_ga'] },
  ])('reads the names of $cookies', ({ cookies: jar, removed }) => {
    expect(declinedServiceCookies(jar, ['google-tag-manager', 'econda'])).toEqual(removed);
  });

  test('cookie names: trimmed, once each, values with = kept out', () => {
    expect(cookieNamesOf('a=1; b=x=y;  a=2; =nameless; c')).toEqual(['a', 'b', 'c']);
  });

  test.each([
    { hostname: 'localhost', domains: [null] },
    { hostname: 'nido.example', domains: [null, 'nido.example'] },
    {
      hostname: 'ch.nido.example',
      domains: [null, 'ch.nido.example', 'nido.example'],
    },
    { hostname: '127.0.0.1', domains: [null] },
    { hostname: '::1', domains: [null] },
    { hostname: '', domains: [null] },
  ])('a cookie of $hostname may be set on $domains', ({ hostname, domains }) => {
    expect(cookieDomainsOf(hostname)).toEqual(domains);
  });
});
