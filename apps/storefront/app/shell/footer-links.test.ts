import { describe, expect, test } from 'vitest';
import { footerLinks } from './footer-links';

const link = (label: string, href: string, external = false) =>
  external ? { label, href, external: true as const } : { label, href };

describe("the layout's consent link is the footer's consent control (§2 consent)", () => {
  test('it leaves its column and gives its address, page and anchor', () => {
    const { columns, consentHref } = footerLinks([
      { title: 'Service', links: [link('FAQ', '/faq/')] },
      {
        title: 'Rechtliches',
        links: [
          link('Datenschutz', '/datenschutz/'),
          link('Cookie-Einstellungen', '/datenschutz/#consent-settings'),
        ],
      },
    ]);
    expect(consentHref).toBe('/datenschutz/#consent-settings');
    expect(columns).toEqual([
      { title: 'Service', links: [link('FAQ', '/faq/')] },
      { title: 'Rechtliches', links: [link('Datenschutz', '/datenschutz/')] },
    ]);
  });

  test('a column holding only the consent link goes; without one there is no control', () => {
    expect(
      footerLinks([
        { title: 'Cookies', links: [link('Cookies', '/fr/donnees/#consent-settings')] },
      ]),
    ).toEqual({ columns: [], consentHref: '/fr/donnees/#consent-settings' });
    expect(footerLinks([{ title: 'Service', links: [link('FAQ', '/faq/')] }]).consentHref).toBe(
      undefined,
    );
  });

  test('an external address with that anchor is an ordinary link', () => {
    const external = link('Partner', 'https://partner.example/#consent-settings', true);
    expect(footerLinks([{ title: 'Partner', links: [external] }])).toEqual({
      columns: [{ title: 'Partner', links: [external] }],
      consentHref: undefined,
    });
  });
});
