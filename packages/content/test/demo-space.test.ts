import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { babyCatalog, type CatalogSpec, vitalityCatalog } from '@vitrine/commerce/demo-catalog';
import {
  blockNames,
  brandConfigurationOf,
  type Company,
  cmsLocaleKey,
  isCampaignActive,
  isGuidePage,
  isListingPage,
  parseBlock,
  shops,
  siteLayout,
  storyContentTypes,
  storyPagePath,
} from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { demoAssetSvg, generateDemoAssets } from '../generator/demo-assets';
import { generateDemoStories, storyFileText } from '../generator/generate';
import { specialContentSlugs } from '../src/client/content-client';
import { createContentSpace } from '../src/space/content-space';
import { demoStoriesDirectory, loadSpaceEntries } from '../src/space/load-space';
import type { Story } from '../src/space/story';

const entries = await loadSpaceEntries();
const space = createContentSpace(entries);
const published = space.stories('published');
const bySlug = new Map(published.map((story) => [story.full_slug, story]));

const catalogs: Record<string, CatalogSpec> = { baby: babyCatalog, vitality: vitalityCatalog };

function categorySlugs(company: string): Set<string> {
  const catalog = catalogs[brandConfigurationOf(company as Company)];
  return new Set(
    (catalog?.roots ?? []).flatMap((root) => [
      root.slug,
      ...root.children.flatMap((child) => [child.slug, ...child.leaves.map((leaf) => leaf.slug)]),
    ]),
  );
}

/** Every object of a content tree that has a `component`, without recursion. */
function componentsOf(content: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const pending: unknown[] = [content];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (typeof node === 'object' && node !== null) {
      const record = node as Record<string, unknown>;
      if (typeof record.component === 'string') found.push(record);
      pending.push(...Object.values(record));
    }
  }
  return found;
}

/** Every Storyblok link field of a content tree. */
function linksOf(content: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const pending: unknown[] = [content];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (typeof node === 'object' && node !== null) {
      const record = node as Record<string, unknown>;
      if (record.fieldtype === 'multilink') found.push(record);
      pending.push(...Object.values(record));
    }
  }
  return found;
}

const shopLocales = shops.flatMap((shop) =>
  shop.locales.map((locale) => ({
    shop,
    locale,
    folder: `${shop.company}/${cmsLocaleKey(locale)}`,
  })),
);

describe('the demo stories are what the generator writes, so they never drift (spec §3 Content story)', () => {
  test("every file under stories/ is exactly the generator's output (stories and their pictures), and nothing else is there", async () => {
    const generated = generateDemoStories();
    const assets = generateDemoAssets(generated);
    const files = (await readdir(demoStoriesDirectory, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) =>
        relative(demoStoriesDirectory, join(entry.parentPath, entry.name)).split(sep).join('/'),
      )
      .sort();
    expect(files).toEqual([...generated, ...assets].map((file) => file.path).sort());
    for (const { path, story } of generated) {
      expect(await readFile(join(demoStoriesDirectory, path), 'utf8'), path).toBe(
        storyFileText(story),
      );
    }
    for (const { path, svg } of assets) {
      expect(await readFile(join(demoStoriesDirectory, path), 'utf8'), path).toBe(svg);
    }
  });
});

describe('the demo pictures show the category, drawn without text (issue 21)', () => {
  const assets = generateDemoAssets(generateDemoStories());
  const picture = (path: string) => assets.find((asset) => asset.path === path)?.svg ?? '';

  test('every asset any story names has a drawing', () => {
    const named = new Set(
      generateDemoStories().flatMap(({ story }) =>
        [
          ...JSON.stringify(story.content).matchAll(
            /"filename":"\/_content\/assets\/([^"]+)\.png"/g,
          ),
        ].map((match) => `assets/${match[1]}.svg`),
      ),
    );
    expect([...named].sort()).toEqual(assets.map((asset) => asset.path).sort());
  });

  test('no picture holds text, and each is a scene of products on the brand palette', () => {
    for (const { path, svg } of assets) {
      expect(svg, path).not.toMatch(/<text|<tspan|font-family/);
      expect(svg, path).toMatch(/^<svg [^>]*width="960" height="600"/);
      expect(svg.match(/<g transform=/g)?.length ?? 0, path).toBeGreaterThanOrEqual(2);
    }
    // Nido's wall is a warm pastel, Vitalia's a calm green.
    expect(picture('assets/nido/startseite.svg')).toContain('fill="#f8ece3"');
    expect(picture('assets/vitalia/startseite.svg')).toContain('fill="#edf3ec"');
  });

  test("a category's picture draws that category's products: prams for Kinderwagen, pots for Küche", () => {
    expect(picture('assets/nido/kategorie-kinderwagen.svg')).toBe(
      demoAssetSvg('baby', 'kategorie-kinderwagen'),
    );
    // The pram's hood and the pot's lid knob are what only those drawings hold.
    const pram = 'M140 330 Q140 170 300 160';
    const pot = 'M150 285 L450 285';
    expect(picture('assets/nido/kategorie-kombikinderwagen.svg').split(pram).length - 1).toBe(3);
    expect(picture('assets/nido/kategorie-kinderwagen.svg')).toContain(pram);
    expect(picture('assets/vitalia/kategorie-kueche.svg')).toContain(pot);
    expect(picture('assets/nido/kategorie-kinderwagen.svg')).not.toContain(pot);
  });
});

describe('the demo stories are Storyblok-shaped (spec §3 Content story)', () => {
  const storyKeys = [
    'alternates',
    'content',
    'created_at',
    'default_full_slug',
    'first_published_at',
    'full_slug',
    'group_id',
    'id',
    'is_startpage',
    'lang',
    'meta_data',
    'name',
    'parent_id',
    'path',
    'position',
    'published_at',
    'release_id',
    'slug',
    'sort_by_date',
    'tag_list',
    'translated_slugs',
    'updated_at',
    'uuid',
  ];

  test('every story has exactly the fields of a CDN API story; uuids and _uids are uuids', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const story of [...published, ...space.stories('draft')]) {
      expect(Object.keys(story).sort(), story.full_slug).toEqual(storyKeys);
      expect(story.uuid).toMatch(uuid);
      expect(story.full_slug.endsWith(`/${story.slug}`)).toBe(true);
      for (const block of componentsOf(story.content))
        expect(block._uid, story.full_slug).toMatch(uuid);
    }
  });

  test('full slugs are {company}/{locale}/…, lower-case, for a shop locale that exists', () => {
    const folders = new Set(shopLocales.map((entry) => entry.folder));
    for (const story of published) {
      expect(story.full_slug).toBe(story.full_slug.toLowerCase());
      expect(folders.has(story.full_slug.split('/').slice(0, 2).join('/')), story.full_slug).toBe(
        true,
      );
    }
  });

  test('every story has published content, and some have a newer draft with other content', () => {
    const drafts = entries.filter((entry) => entry.draft !== null);
    expect(drafts.length).toBeGreaterThanOrEqual(shopLocales.length);
    for (const entry of entries) {
      expect(entry.published.published_at).not.toBeNull();
      if (entry.draft === null) continue;
      expect(entry.draft.uuid).toBe(entry.published.uuid);
      expect(entry.draft.content).not.toEqual(entry.published.content);
      expect(Date.parse(entry.draft.updated_at)).toBeGreaterThan(
        Date.parse(entry.published.updated_at),
      );
    }
  });
});

describe('every demo story renders through the content model (spec §3 Content story)', () => {
  test('every component in every story is in the closed list of block names', () => {
    const names = new Set<string>(blockNames);
    for (const story of [...published, ...space.stories('draft')]) {
      for (const block of componentsOf(story.content)) {
        expect(
          names.has(block.component as string),
          `${story.full_slug}: ${String(block.component)}`,
        ).toBe(true);
      }
    }
  });

  test('every story root is a content type and parses without unknown blocks', () => {
    for (const story of published) {
      const result = parseBlock(story.content);
      expect(result.success, story.full_slug).toBe(true);
      if (!result.success) continue;
      expect(storyContentTypes).toContain(result.block.component);
      expect(JSON.stringify(result.block)).not.toContain('"component":"unknown"');
    }
  });

  test('every listing block names a category slug of the commerce catalog (spec §2 listing page)', () => {
    let listings = 0;
    for (const story of published) {
      const slugs = categorySlugs(story.full_slug.split('/')[0] ?? '');
      for (const block of componentsOf(story.content).filter(
        (candidate) => candidate.component === 'listing',
      )) {
        listings += 1;
        expect(
          slugs.has(block.categorySlug as string),
          `${story.full_slug}: ${String(block.categorySlug)}`,
        ).toBe(true);
      }
    }
    expect(listings).toBeGreaterThan(500);
  });

  test('every category page is a listing page and every guide page a guide page (spec §2)', () => {
    for (const story of published) {
      if (story.full_slug.includes('/kategorieseiten/'))
        expect(isListingPage(story.content), story.full_slug).toBe(true);
    }
    const guides = published.filter((story) =>
      /\/(ratgeber|les-inspirations|magazin)(\/|$)/.test(story.full_slug),
    );
    expect(guides.length).toBe(shopLocales.length * 3);
    for (const story of guides) expect(isGuidePage(storyPagePath(story.full_slug))).toBe(true);
  });

  test('every story link in every story points to a story of the same locale folder', () => {
    for (const story of published) {
      const folder = story.full_slug.split('/').slice(0, 2).join('/');
      for (const link of linksOf(story.content)) {
        if (link.linktype !== 'story' || link.cached_url === '') continue;
        const target = bySlug.get(link.cached_url as string);
        expect(target, `${story.full_slug} -> ${String(link.cached_url)}`).toBeDefined();
        expect(target?.uuid).toBe(link.id);
        expect((link.cached_url as string).startsWith(`${folder}/`)).toBe(true);
      }
    }
  });
});

/** Shipping, returns, payment methods, terms, privacy, imprint in each language. */
const serviceSlugs: Record<string, readonly string[]> = {
  de: ['versandkosten', 'rueckgabe', 'zahlungsarten', 'agb', 'datenschutz', 'impressum'],
  fr: [
    'frais-de-livraison',
    'retours',
    'modes-de-paiement',
    'cgv',
    'protection-des-donnees',
    'mentions-legales',
  ],
  nl: [
    'verzendkosten',
    'retourneren',
    'betaalmethoden',
    'algemene-voorwaarden',
    'privacy',
    'colofon',
  ],
};

describe('each brand has a home page of its own (issue 21: Vitalia is not Nido in other colours)', () => {
  const homes = published.filter((story) =>
    /^[a-z]+\/[a-z]{2}-[a-z]{2}\/home$/.test(story.full_slug),
  );
  const bodyOf = (story: Story) =>
    ((story.content as { body?: { component: string; title?: string }[] }).body ?? []).map(
      (block) => (block.component === 'section' ? `section:${block.title ?? ''}` : block.component),
    );

  test('a grid of pictures fills its rows on a wide screen: no half-empty last row', () => {
    expect(homes.length).toBeGreaterThan(0);
    for (const home of homes) {
      for (const grid of componentsOf(home.content).filter((block) => block.component === 'grid')) {
        const tiles = (grid.blocks as { image?: { filename?: string } }[]).filter(
          (tile) => (tile.image?.filename ?? '') !== '',
        );
        if (tiles.length === 0) continue;
        expect(
          tiles.length % Number(grid.columns),
          `${home.full_slug}: ${tiles.length} tiles`,
        ).toBe(0);
      }
    }
  });

  test("the brands' homes arrange their blocks differently; each brand's locales alike", () => {
    const arrangement = (company: string) =>
      new Set(
        homes
          .filter((home) => home.full_slug.startsWith(`${company}/`))
          .map((home) =>
            bodyOf(home)
              .map((entry) => entry.split(':')[0])
              .join(' '),
          ),
      );
    const baby = arrangement('baby');
    const vital = arrangement('vital');
    expect(baby.size).toBe(1);
    expect(vital.size).toBe(1);
    expect([...vital][0]).not.toBe([...baby][0]);
  });
});

describe('every shop locale has the full set of pages (spec §2 CMS pages and special content, §9 faq)', () => {
  test.each(shopLocales.map(({ shop, locale, folder }) => ({ folder, shop, iso: locale.iso })))(
    '$folder has home, layout, categories, guide, documentation, service and special pages',
    ({ folder, shop }) => {
      const slugs = new Set(
        published
          .filter((story) => story.full_slug.startsWith(`${folder}/`))
          .map((story) => story.full_slug.slice(folder.length + 1)),
      );
      expect(slugs.has('home')).toBe(true);
      expect(slugs.has('layout')).toBe(true);
      expect(slugs.has('documentation')).toBe(true);
      for (const slug of Object.values(specialContentSlugs))
        expect(slugs.has(slug), slug).toBe(true);
      for (const category of categorySlugs(shop.company))
        expect(slugs.has(`kategorieseiten/${category}`), category).toBe(true);
      // The catalog's category `ratgeber-downloads` also counts as a guide slug by §2's rule.
      const guide = [...slugs].filter(
        (slug) => !slug.startsWith('kategorieseiten/') && isGuidePage(slug),
      );
      expect(guide.length).toBe(3);
      const language = folder.split('/')[1]?.slice(0, 2) ?? '';
      for (const slug of serviceSlugs[language] ?? ['missing'])
        expect(slugs.has(slug), slug).toBe(true);
      const hasFaq = [...slugs].some((slug) => slug === 'faq' || slug === 'veelgestelde-vragen');
      expect(hasFaq).toBe(shop.flags.faq);
    },
  );

  test('the vitality shops have no FAQ page, the baby shops do (spec §9: faq off in the vitality shop)', () => {
    const faqs = published.filter((story) => ['faq', 'veelgestelde-vragen'].includes(story.slug));
    expect(faqs.map((story) => story.full_slug.split('/')[0])).toEqual(Array(8).fill('baby'));
  });
});

describe("alternates link the same page across a company's locales (spec §3 Page result: alternates)", () => {
  test('alternates are symmetric, within one company, and describe their story', () => {
    for (const story of published) {
      for (const alternate of story.alternates) {
        const target = bySlug.get(alternate.full_slug);
        expect(target, `${story.full_slug} -> ${alternate.full_slug}`).toBeDefined();
        if (target === undefined) continue;
        expect(target.full_slug.split('/')[0]).toBe(story.full_slug.split('/')[0]);
        expect(target.group_id).toBe(story.group_id);
        expect(alternate).toMatchObject({
          id: target.id,
          name: target.name,
          slug: target.slug,
          is_folder: false,
        });
        expect(
          target.alternates.some((back) => back.full_slug === story.full_slug),
          `${target.full_slug} -> ${story.full_slug}`,
        ).toBe(true);
      }
    }
  });

  test('guide and service pages carry translated slugs across languages', () => {
    const guide = bySlug.get('baby/de-ch/ratgeber');
    expect(guide?.alternates.map((alternate) => alternate.full_slug)).toEqual(
      expect.arrayContaining([
        'baby/fr-ch/les-inspirations',
        'baby/nl-be/magazin',
        'baby/de-de/ratgeber',
      ]),
    );
    const shipping = bySlug.get('baby/nl-nl/verzendkosten');
    expect(shipping?.alternates.map((alternate) => alternate.full_slug)).toEqual(
      expect.arrayContaining(['baby/fr-be/frais-de-livraison', 'baby/de-at/versandkosten']),
    );
  });
});

describe('the layout story of every locale (spec §3 Site layout)', () => {
  test.each(shopLocales.map(({ shop, folder }) => ({ folder, shop })))(
    '$folder: navigation, consent, shipping costs, countries and config',
    ({ folder, shop }) => {
      const story = bySlug.get(`${folder}/layout`) as Story;
      const parsed = parseBlock(story.content);
      if (!parsed.success || parsed.block.component !== 'layout')
        throw new Error(`${folder} has no layout`);
      const layout = siteLayout(parsed.block, { normaliseStorySlug: storyPagePath });
      const catalog = catalogs[shop.brand];
      expect(layout.rootCategories.map((node) => node.link)).toEqual(
        catalog?.roots.map((root) => `/${root.slug}/`),
      );
      const navigationLinks = layout.rootCategories.flatMap((root) => [
        root.link,
        ...root.subCategories.flatMap((sub) => [
          sub.navLink,
          ...sub.children.map((leaf) => leaf.navLink),
        ]),
      ]);
      const slugs = categorySlugs(shop.company);
      for (const link of navigationLinks)
        expect(slugs.has(link.replaceAll('/', '')), link).toBe(true);
      for (const link of [...layout.header, ...layout.footer.flatMap((column) => column.links)].map(
        (block) => block.link,
      )) {
        if (link?.linktype === 'story')
          expect(bySlug.has(link.story?.full_slug ?? ''), link.story?.full_slug ?? '').toBe(true);
        else expect(['/kontakt/', '#consent-settings']).toContain(link?.url);
      }
      expect(layout.consent?.definition.categories.map((category) => category.group)).toEqual([
        'essential',
        'statistics',
        'marketing',
        'comfort',
      ]);
      expect(
        layout.consent?.definition.categories[0]?.services.every((service) => service.required),
      ).toBe(true);
      const services = layout.consent?.definition.categories.flatMap((category) =>
        category.services.map((service) => service.name),
      );
      expect(services?.includes('payback')).toBe(shop.flags.payback);
      expect(layout.config.shippingCosts).toMatchObject({
        frachtkosten: 1499,
        versandkostenBedingungen: [{ versandkosten: 499, ab_bestellwert: 0 }],
      });
      expect(layout.config.hasDownloads).toBe(true);
      expect(layout.config.productAttributes.length).toBeGreaterThan(0);
      expect(layout.config.shippingProviders.length).toBeGreaterThan(0);
      // The code the commerce seed creates for every shop (0004_shopping.sql), so the checkout
      // accepts what the content advertises.
      expect(layout.config.coupon?.code).toBe(`WILLKOMMEN10-${shop.id}`);
      expect(layout.config.coupon?.text).toContain(`WILLKOMMEN10-${shop.id}`);
      const brandLocales = shops
        .filter((other) => other.brand === shop.brand)
        .flatMap((other) => other.locales.map(cmsLocaleKey));
      expect(layout.countries.map((country) => country.localeKey)).toEqual(brandLocales);
      expect(layout.countries.every((country) => country.shopLink.startsWith('https://'))).toBe(
        true,
      );
      expect(layout.campaigns.length).toBeGreaterThan(0);
      // A seasonal campaign shows both parts of §3 Campaign: a date window and a trigger.
      expect(
        layout.campaigns.some(
          (campaign) =>
            campaign.dateFrom !== '' && campaign.dateTo !== '' && campaign.triggers.length > 0,
        ),
      ).toBe(true);
      expect(layout.metaDefaults?.siteName).toBe(shop.brandName);
      expect(layout.contactSubjects.length).toBe(6);
    },
  );
});

describe('campaign banners belong to campaigns of the layout (spec §3 Campaign)', () => {
  test.each(shopLocales.map(({ shop, folder }) => ({ folder, shop })))(
    '$folder: the home banner runs on the home page from its start, with no end',
    ({ folder, shop }) => {
      const layoutStory = bySlug.get(`${folder}/layout`) as Story;
      const parsedLayout = parseBlock(layoutStory.content);
      if (!parsedLayout.success || parsedLayout.block.component !== 'layout')
        throw new Error(`${folder} has no layout`);
      const campaigns = new Map(parsedLayout.block.campaigns.map((c) => [c.id, c]));
      const banners = componentsOf(bySlug.get(`${folder}/home`)?.content).filter(
        (block) => block.component === 'campaign_banner',
      );
      expect(banners.length).toBe(1);
      const campaign = campaigns.get(String(banners[0]?.campaignId));
      expect(campaign, String(banners[0]?.campaignId)).toBeDefined();
      const home = { path: '/' };
      expect(isCampaignActive(campaign, home, new Date('2025-12-31T23:00:00Z'))).toBe(false);
      for (const day of ['2026-01-01T00:00:00Z', '2026-11-25T12:00:00Z', '2035-06-01T12:00:00Z'])
        expect(isCampaignActive(campaign, home, new Date(day)), day).toBe(true);
      // Its text names the shop's welcome voucher, which the checkout accepts.
      expect(campaign?.text).toContain(`WILLKOMMEN10-${shop.id}`);
      // Every campaign banner of the layout names a campaign of the layout too.
      const layoutBanners = parsedLayout.block.banners.filter(
        (block) => block.component === 'campaign_banner',
      );
      for (const banner of layoutBanners) expect(campaigns.has(banner.campaignId)).toBe(true);
    },
  );
});

describe("the copy is real text in each locale's conventions (spec §1 languages, §9 fallback shipping and hotlines)", () => {
  test('no placeholder is left unfilled anywhere', () => {
    for (const story of [...published, ...space.stories('draft')]) {
      expect(JSON.stringify(story), story.full_slug).not.toMatch(/\{\{\s*[a-z]+(:[\d.]+)?\s*\}\}/);
    }
  });

  test('Swiss German writes ss, never ß; Swiss prices are in CHF', () => {
    for (const story of published.filter((candidate) => candidate.full_slug.includes('/de-ch/'))) {
      // Alternates name the stories of other locales, which may write ß.
      expect(JSON.stringify([story.name, story.content]), story.full_slug).not.toContain('ß');
    }
    expect(JSON.stringify(bySlug.get('baby/fr-ch/frais-de-livraison'))).toContain('CHF 4.99');
    expect(JSON.stringify(bySlug.get('baby/de-at/versandkosten'))).toContain('€ 4,99');
    expect(JSON.stringify(bySlug.get('baby/de-de/versandkosten'))).toContain('14,99 €');
    expect(JSON.stringify(bySlug.get('baby/nl-be/verzendkosten'))).toContain('€ 14,99');
  });

  test('imprint and terms say that the company is a demo', () => {
    for (const story of published.filter((candidate) =>
      ['impressum', 'mentions-legales', 'colofon', 'agb', 'cgv', 'algemene-voorwaarden'].includes(
        candidate.slug,
      ),
    )) {
      expect(JSON.stringify(story.content), story.full_slug).toMatch(
        /Demo|démonstration|demowinkel/,
      );
    }
  });

  test('hotlines appear where the shop has one (DE, AT, CH), an e-mail contact elsewhere', () => {
    expect(JSON.stringify(bySlug.get('baby/de-ch/impressum'))).toContain('+41 800 6436 100');
    expect(JSON.stringify(bySlug.get('baby/fr-be/mentions-legales'))).toContain(
      'service@be.nido.example',
    );
    expect(JSON.stringify(bySlug.get('baby/fr-be/mentions-legales'))).not.toContain('+32');
  });
});
