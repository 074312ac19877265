import { describe, expect, test } from 'vitest';
import { isCampaignActive } from '../campaign/campaign-activity';
import { parseBlock } from './blocks';
import type { LayoutBlock } from './layout';
import { siteLayout } from './layout';
import { categoryNodes, navigationLinkSchema } from './navigation';
import { storyPagePath } from './story-path';

const storyLink = (slug: string) => ({ id: `id-${slug}`, linktype: 'story', cached_url: slug });

const layoutContent = {
  component: 'layout',
  _uid: 'layout',
  headerNotice: 'Versandkostenfrei ab 50 €',
  headerNavigationLinks: [
    {
      component: 'navigation_link',
      label: 'Kinderwagen',
      link: storyLink('baby/de-de/kategorieseiten/kinderwagen'),
      children: [
        {
          component: 'navigation_link',
          label: 'Kinderwagen & Buggys',
          link: storyLink('baby/de-de/kategorieseiten/kinderwagen-und-buggys'),
          children: [
            {
              component: 'navigation_link',
              label: 'Buggys',
              link: storyLink('baby/de-de/kategorieseiten/buggys'),
            },
            { component: 'navigation_link', label: 'Ohne Link' },
            { component: 'text', text: 'kein Navigationspunkt' },
          ],
        },
      ],
    },
    { component: 'navigation_link', label: '', link: storyLink('baby/de-de/kategorieseiten/x') },
  ],
  featuredContentLinks: [
    {
      component: 'navigation_link',
      label: 'Geschenke',
      link: storyLink('baby/de-de/kategorieseiten/geschenke'),
    },
  ],
  header: [
    { component: 'link', label: 'Hilfe', link: storyLink('baby/de-de/faq') },
    { component: 'hero' },
  ],
  campaigns: [
    {
      component: 'campaign',
      _uid: 'c',
      id: 'sommer',
      headline: 'Sommerschlussverkauf',
      dateFrom: '2025-07-01',
      dateTo: '2025-07-31',
      triggers: [{ type: 'url', value: '/kinderwagen/' }, { value: 'no type' }, 'x'],
    },
  ],
  banners: [
    { component: 'banner', text: 'Gratisversand', campaignId: '' },
    { component: 'campaign_banner', campaignId: 'sommer', label: 'Bedingungen' },
    { component: 'footer_column' },
  ],
  footer: [
    {
      component: 'footer_column',
      title: 'Service',
      links: [{ component: 'link', label: 'Versand' }],
    },
  ],
  contactSubjects: [{ component: 'contact_subject', _uid: 's1', label: 'Allgemein' }],
  consent: [
    {
      component: 'consent',
      title: 'Wir verwenden Cookies',
      version: '2',
      categories: [
        {
          group: 'essential',
          title: 'Notwendig',
          required: true,
          services: [{ name: 'storage', title: 'Speicher' }],
        },
        {
          group: 'statistics',
          title: 'Statistik',
          services: [{ name: 'analytics' }, { title: 'ohne Namen' }],
        },
      ],
    },
    { component: 'consent', title: 'zweiter' },
  ],
  metaDefaults: [{ component: 'meta_defaults', siteName: 'Nido' }],
  countries: [
    {
      component: 'country_entry',
      localeKey: 'de-at',
      iconKey: 'at',
      labelKey: 'country.at',
      shopLink: 'https://at.nido.example',
    },
  ],
  config: [{ component: 'config_item', key: 'hasDownloads', enabled: false }],
};

function parsedLayout(content: unknown = layoutContent): LayoutBlock {
  const result = parseBlock(content);
  if (!result.success || result.block.component !== 'layout') throw new Error('not a layout');
  return result.block;
}

describe('the layout story (spec §3 Site layout)', () => {
  test('keeps only the components each field takes', () => {
    const layout = parsedLayout();
    expect(layout.header.map((block) => block.component)).toEqual(['link']);
    expect(layout.banners.map((block) => block.component)).toEqual(['banner', 'campaign_banner']);
    expect(layout.contactSubjects[0]).toMatchObject({
      key: 's1',
      label: 'Allgemein',
      requiresOrderNumber: false,
    });
  });

  test('reads the first consent block with the consent rules (spec §3 Consent)', () => {
    const layout = parsedLayout();
    expect(layout.consent?.title).toBe('Wir verwenden Cookies');
    expect(layout.consent?.definition.version).toBe('2');
    expect(layout.consent?.definition.categories.map((category) => category.group)).toEqual([
      'essential',
      'statistics',
    ]);
    expect(layout.consent?.definition.categories[0]?.services[0]).toMatchObject({
      name: 'storage',
      required: true,
      group: 'essential',
    });
    expect(
      layout.consent?.definition.categories[1]?.services.map((service) => service.name),
    ).toEqual(['analytics']);
  });

  test('a campaign keeps its UTC window and triggers for the campaign rules (spec §3 Campaign)', () => {
    const campaign = parsedLayout().campaigns[0];
    expect(campaign?.triggers).toEqual([{ type: 'url', value: '/kinderwagen/' }]);
    if (!campaign) throw new Error('no campaign');
    expect(isCampaignActive(campaign, { path: '/kinderwagen/' }, Date.UTC(2025, 6, 15))).toBe(true);
    expect(isCampaignActive(campaign, { path: '/kinderwagen/' }, Date.UTC(2025, 7, 2))).toBe(false);
  });

  test('the root categories are header navigation and featured links together (spec §3 Category node)', () => {
    const layout = siteLayout(parsedLayout(), { normaliseStorySlug: storyPagePath });
    expect(layout.rootCategories).toEqual([
      {
        name: 'Kinderwagen',
        link: '/kinderwagen/',
        subCategories: [
          {
            navText: 'Kinderwagen & Buggys',
            navLink: '/kinderwagen-und-buggys/',
            children: [{ navText: 'Buggys', navLink: '/buggys/', children: [] }],
          },
        ],
      },
      { name: 'Geschenke', link: '/geschenke/', subCategories: [] },
    ]);
  });

  test('config: downloads are on whatever the CMS says, lists default empty (spec §3 config)', () => {
    const layout = siteLayout(parsedLayout());
    expect(layout.config.hasDownloads).toBe(true);
    expect(layout.config.productAttributes).toEqual([]);
    expect(layout.config.shippingProviders).toEqual([]);
  });

  test('an empty layout story gives an empty layout with the config defaults', () => {
    const layout = siteLayout(parsedLayout({ component: 'layout' }));
    expect(layout).toMatchObject({
      rootCategories: [],
      campaigns: [],
      consent: null,
      metaDefaults: null,
      countries: [],
      config: { hasDownloads: true, coupon: null, shippingCosts: { frachtkosten: 1499 } },
    });
  });
});

describe('navigation links (spec §3 Category node: name, link, subCategories with navText, navLink, children)', () => {
  test('navigation deeper than six levels is cut off', () => {
    let node: Record<string, unknown> = {
      component: 'navigation_link',
      label: 'leaf',
      link: { linktype: 'url', url: '/x' },
    };
    for (let level = 0; level < 10; level += 1) {
      node = {
        component: 'navigation_link',
        label: `l${level}`,
        link: { linktype: 'url', url: '/x' },
        children: [node],
      };
    }
    let depth = 0;
    let current = navigationLinkSchema.parse(node);
    while (current.children[0]) {
      depth += 1;
      current = current.children[0];
    }
    expect(depth).toBe(6);
  });

  test('something that is no navigation link fails the navigation schema', () => {
    expect(navigationLinkSchema.safeParse({ component: 'link' }).success).toBe(false);
    expect(navigationLinkSchema.safeParse(null).success).toBe(false);
  });

  test('categoryNodes without options keeps the story slug as the path', () => {
    const link = navigationLinkSchema.parse({
      component: 'navigation_link',
      label: 'Ratgeber',
      link: storyLink('baby/de-de/ratgeber'),
    });
    expect(categoryNodes([link])[0]?.link).toBe('/baby/de-de/ratgeber/');
  });
});
