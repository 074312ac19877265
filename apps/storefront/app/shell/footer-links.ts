import type { SiteLayoutView, SiteLink } from '../cms/site-layout.server';

/**
 * The anchor the CMS marks its consent link with (§2: the consent banner is reopenable from a
 * footer link). The link may name a page before it (the privacy statement), which is where it
 * leads while no banner opens.
 */
const consentAnchor = '#consent-settings';

const isConsentLink = (link: SiteLink) => !link.external && link.href.endsWith(consentAnchor);

/**
 * The layout's footer as the shop's footer shows it: the consent link the editor placed in a
 * column becomes the footer's consent control (its address as `consentHref`); the columns keep
 * the rest, and a column left empty goes.
 */
export function footerLinks(columns: SiteLayoutView['footerColumns']): {
  readonly columns: SiteLayoutView['footerColumns'];
  readonly consentHref: string | undefined;
} {
  const consent = columns.flatMap((column) => column.links).find(isConsentLink);
  return {
    columns: columns
      .map((column) => ({ ...column, links: column.links.filter((link) => !isConsentLink(link)) }))
      .filter((column) => column.links.length > 0),
    consentHref: consent?.href,
  };
}
