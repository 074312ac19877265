import { listingFacets, listingTiles, strollerTile, towelTile } from '@vitrine/ui/fixtures';
import { describe, expect, test } from 'vitest';
import { renderStory } from './render';

const page = (...body: unknown[]) => ({ component: 'page', _uid: 'page-1', body });
const storyLink = (slug: string) => ({ linktype: 'story', cached_url: slug, id: 'u-1' });

describe('unknown components (issue 5: notice in preview, nothing in production)', () => {
  const content = page(
    { component: 'countdown_timer', _uid: 'x-1' },
    { component: 'text', _uid: 't', text: 'Hallo' },
  );

  test('the preview shows a notice naming the component', () => {
    const html = renderStory(content, { preview: true });
    expect(html).toContain('data-slot="cms-unknown-component"');
    expect(html).toContain('countdown_timer');
    expect(html).toContain('Hallo');
  });

  test('production renders nothing in its place', () => {
    const html = renderStory(content, { preview: false });
    expect(html).not.toContain('countdown_timer');
    expect(html).toContain('Hallo');
  });

  test('an unknown root component is a notice too, and no block at all renders nothing', () => {
    expect(renderStory({ component: 'magazine', _uid: 'm' }, { preview: true })).toContain(
      'magazine',
    );
    expect(renderStory('not a block', { preview: true })).toBe('');
  });

  test('the notice is in the shop language', () => {
    const html = renderStory(content, { preview: true }, {}, 'fr');
    expect(html).toContain('Composant inconnu');
  });
});

describe('visual editor markers (issue 5: storyblokEditable on every block)', () => {
  test('a block with an _editable marker gets the editor attributes', () => {
    const marker = '<!--#storyblok#{"name":"headline","space":"1","uid":"h-1","id":"42"}-->';
    const html = renderStory(
      page({ component: 'headline', _uid: 'h-1', text: 'Titel', _editable: marker }),
    );
    expect(html).toContain('data-blok-uid="42-h-1"');
    expect(html).toContain('data-blok-c=');
  });

  test('published content has no markers and no attributes', () => {
    expect(renderStory(page({ component: 'headline', _uid: 'h-1', text: 'Titel' }))).not.toContain(
      'data-blok',
    );
  });
});

describe('links render only with the data their type needs (spec §3 Link)', () => {
  test.each([
    { link: storyLink('baby/de-de/kategorieseiten/kinderwagen'), href: '/kinderwagen/' },
    {
      link: { linktype: 'url', url: 'https://example.org/hilfe' },
      href: 'https://example.org/hilfe',
    },
    {
      link: { linktype: 'email', email: 'service@nido.example' },
      href: 'mailto:service@nido.example',
    },
  ])('a $link.linktype link leads to $href', ({ link, href }) => {
    const html = renderStory(page({ component: 'link', _uid: 'l', label: 'Mehr', link }), {
      linkOptions: {
        normaliseStorySlug: (slug) => slug.replace(/^baby\/de-de\/(kategorieseiten\/)?/, ''),
      },
    });
    expect(html).toContain(`href="${href}"`);
  });

  test.each([
    { link: { linktype: 'email', email: '' } },
    { link: { linktype: 'story', cached_url: '' } },
    { link: { linktype: 'url', url: 'javascript:alert(1)' } },
    { link: null },
  ])('without usable data ($link) there is no link', ({ link }) => {
    const html = renderStory(page({ component: 'link', _uid: 'l', label: 'Mehr', link }));
    expect(html).not.toContain('<a');
    expect(html).not.toContain('Mehr');
  });

  test.each([
    { link: { linktype: 'story', id: '', url: '', cached_url: '' } },
    { link: { linktype: 'url', url: 'javascript:alert(1)' } },
  ])('a teaser with an empty or unsafe link ($link) still shows, unlinked', ({ link }) => {
    const html = renderStory(
      page({
        component: 'teaser',
        _uid: 't',
        headline: 'Geprüfte Sicherheit',
        text: 'Nur nach aktuellen Normen.',
        link,
      }),
    );
    expect(html).toContain('Geprüfte Sicherheit');
    expect(html).toContain('Nur nach aktuellen Normen.');
    expect(html).not.toMatch(/<a[\s>]/);
  });

  test('internal links get the shop locale prefix, external ones open safely', () => {
    const html = renderStory(
      page(
        {
          component: 'button',
          _uid: 'b',
          label: 'Intern',
          link: { linktype: 'url', url: '/kontakt' },
        },
        {
          component: 'link',
          _uid: 'l',
          label: 'Extern',
          link: { linktype: 'url', url: 'https://example.org', target: '_blank' },
        },
      ),
      { localizePath: (path) => `/fr${path}` },
    );
    expect(html).toContain('href="/fr/kontakt/"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});

describe('rich text is sanitised (issue 5: no script or event handler from content)', () => {
  const hostile = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        attrs: { onclick: 'alert(1)', style: 'color:red' },
        content: [
          { type: 'text', text: '<script>alert(1)</script>' },
          {
            type: 'text',
            text: 'klick',
            marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }],
          },
          {
            type: 'text',
            text: 'daten',
            marks: [{ type: 'link', attrs: { href: 'data:text/html,<b>x</b>', linktype: 'url' } }],
          },
          {
            type: 'text',
            text: 'gut',
            marks: [
              {
                type: 'link',
                attrs: { href: 'https://example.org', linktype: 'url', onmouseover: 'x' },
              },
              { type: 'styled', attrs: { class: 'evil' } },
            ],
          },
        ],
      },
      { type: 'image', attrs: { src: 'javascript:alert(1)//a.png', onerror: 'alert(1)' } },
      {
        type: 'image',
        attrs: { src: '/_content/assets/nido/startseite.png', alt: 'Start', onerror: 'alert(1)' },
      },
      { type: 'script', content: [{ type: 'text', text: 'alert(2)' }] },
      {
        type: 'code_block',
        attrs: { class: 'x" onload="y' },
        content: [{ type: 'text', text: 'const a = 1;' }],
      },
    ],
  };
  const html = renderStory(page({ component: 'richtext', _uid: 'r', content: hostile }));

  test('no script element, handler or unsafe URL reaches the page', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:|data:text/i);
    expect(html).not.toContain('evil');
    expect(html).not.toContain('alert(2)');
  });

  test('the text stays, escaped, and safe links and images stay', () => {
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('klick');
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('/_content/assets/nido/startseite.png');
    expect(html).toContain('const a = 1;');
  });

  test('every node type of spec §3 renders', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Überschrift' }] },
        {
          type: 'blockquote',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Zitat' }] }],
        },
        {
          type: 'bullet_list',
          content: [
            {
              type: 'list_item',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Punkt' }] }],
            },
          ],
        },
        {
          type: 'ordered_list',
          attrs: { order: 1 },
          content: [
            {
              type: 'list_item',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Eins' }] }],
            },
          ],
        },
        { type: 'horizontal_rule' },
        {
          type: 'paragraph',
          content: [
            { type: 'emoji', attrs: { name: 'baby', emoji: '👶' } },
            { type: 'hard_break' },
            { type: 'text', text: 'fett', marks: [{ type: 'bold' }] },
          ],
        },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableHeader',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Kopf' }] }],
                },
              ],
            },
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableCell',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Zelle' }] }],
                },
              ],
            },
          ],
        },
        {
          type: 'blok',
          attrs: { body: [{ component: 'headline', _uid: 'e', text: 'Eingebettet', level: 3 }] },
        },
      ],
    };
    const rendered = renderStory(page({ component: 'richtext', _uid: 'r', content: doc }));
    for (const fragment of [
      '<h2>Überschrift',
      '<blockquote>',
      '<ul>',
      '<ol',
      '<hr',
      '👶',
      '<br',
      '<strong>fett',
      '<th>',
      '<td>',
      '<h3',
    ]) {
      expect(rendered).toContain(fragment);
    }
    expect(rendered).toContain('Eingebettet');
  });
});

describe('images go through the image service with the editor options (spec §5, §9)', () => {
  test('blur, brightness, rotate and format reach the URL builder; CMS quality 70 by default', () => {
    const calls: unknown[] = [];
    renderStory(
      page({
        component: 'image',
        _uid: 'i',
        asset: { filename: '/_content/assets/nido/startseite.png', alt: 'Start' },
        blur: '10',
        brightness: 60,
        rotate: '90',
        format: 'png',
        quality: '150',
      }),
      {
        imageUrl: (src, options) => {
          calls.push({ src, ...options });
          return src;
        },
      },
    );
    expect(calls[0]).toMatchObject({
      src: '/_content/assets/nido/startseite.png',
      blur: 10,
      brightness: 60,
      rotate: 90,
      format: 'png',
      quality: 70,
    });
  });
});

describe('campaign banners show while their campaign runs (spec §3 Campaign)', () => {
  const campaign = {
    component: 'campaign' as const,
    _uid: 'c',
    id: 'kinderwagen-wochen',
    name: 'Kinderwagen-Wochen',
    headline: 'Fußsack gratis',
    text: 'Zu jedem Kombikinderwagen.',
    link: null,
    conditions: { type: 'doc' as const, content: [] },
    dateFrom: '2026-03-01',
    dateTo: '2026-03-31',
    triggers: [],
  };
  const content = page({
    component: 'campaign_banner',
    _uid: 'cb',
    campaignId: 'kinderwagen-wochen',
    label: 'Bedingungen',
    conditions: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Gilt im März.' }] }],
    },
  });

  test('inside the window the banner and its conditions trigger show', () => {
    const html = renderStory(content, {
      campaigns: [campaign],
      now: new Date('2026-03-15T10:00:00Z'),
    });
    expect(html).toContain('Fußsack gratis');
    expect(html).toContain('data-slot="cms-campaign-conditions-trigger"');
  });

  test('outside the window, or with an unknown campaign, nothing shows', () => {
    expect(
      renderStory(content, { campaigns: [campaign], now: new Date('2026-04-02T10:00:00Z') }),
    ).not.toContain('cms-campaign-banner');
    expect(
      renderStory(content, { campaigns: [], now: new Date('2026-03-15T10:00:00Z') }),
    ).not.toContain('cms-campaign-banner');
  });
});

describe('data blocks read what the page resolved (issue 5 block data contract)', () => {
  const slot = {
    component: 'recommendation_slot',
    _uid: 'slot',
    headline: 'Beliebt',
    recommendationId: 'home-top',
    showRating: false,
  };

  test('a recommendation slot without results renders nothing (spec §2)', () => {
    expect(
      renderStory(
        page(slot),
        {},
        { slot: { kind: 'recommendations', recommendationId: 'bestseller', products: [] } },
      ),
    ).not.toContain('cms-recommendation-slot');
    expect(renderStory(page(slot))).not.toContain('cms-recommendation-slot');
  });

  test('a recommendation slot with results shows a card per product', () => {
    const html = renderStory(
      page(slot),
      {},
      {
        slot: {
          kind: 'recommendations',
          recommendationId: 'bestseller',
          products: [strollerTile, towelTile],
        },
      },
    );
    expect(html).toContain('Beliebt');
    expect(html.match(/data-slot="product-card"/g)).toHaveLength(2);
  });

  test('a listing shows its products, the facet bar, sort and the result count', () => {
    const html = renderStory(
      page({
        component: 'listing',
        _uid: 'list',
        headline: 'Kinderwagen',
        categorySlug: 'kinderwagen',
      }),
      { currentUrl: '/kinderwagen/?page=2' },
      {
        list: {
          kind: 'listing',
          products: [strollerTile, towelTile],
          facets: listingFacets,
          pagination: { page: 2, perPage: 2, total: 30, pageCount: 15 },
          sort: 'relevance',
        },
      },
    );
    expect(html).toContain('30 Artikel');
    expect(html).toContain('data-slot="facet-bar"');
    expect(html.match(/data-slot="product-card"/g)).toHaveLength(2);
    expect(html).toContain('href="/kinderwagen/?page=3"');
    expect(html).toContain('href="/kinderwagen/"');
  });

  test('without JavaScript the filter and the sort are GET forms to the page (issue 13)', () => {
    const html = renderStory(
      page({ component: 'listing', _uid: 'list', categorySlug: 'kinderwagen' }),
      { currentUrl: '/kinderwagen/?sort=name&color=blue&page=2' },
      {
        list: {
          kind: 'listing',
          products: [strollerTile],
          facets: listingFacets,
          pagination: { page: 2, perPage: 1, total: 30, pageCount: 30 },
          sort: 'name',
        },
      },
    );
    const filters =
      /<form data-slot="facet-form"[^>]* action="\/kinderwagen\/" method="get">[\s\S]*?<\/form>/.exec(
        html,
      )?.[0];
    expect(filters).toContain('<input type="hidden" name="sort" value="name"/>');
    expect(filters).toContain('name="color" value="green"');
    expect(filters).toContain('name="priceFrom"');
    expect(filters).not.toContain('name="page"');
    const sort =
      /<form data-slot="sort-form"[^>]* action="\/kinderwagen\/" method="get">[\s\S]*?<\/form>/.exec(
        html,
      )?.[0];
    expect(sort).toContain('<input type="hidden" name="color" value="blue"/>');
    expect(sort).toContain('<select');
  });

  test('data of another kind is not used', () => {
    const html = renderStory(
      page({ component: 'listing', _uid: 'list', categorySlug: 'kinderwagen' }),
      {},
      {
        list: { kind: 'recommendations', recommendationId: 'bestseller', products: [strollerTile] },
      },
    );
    expect(html).not.toContain('cms-listing');
  });

  test('the contact form offers the layout subjects', () => {
    const html = renderStory(
      page({ component: 'contact_form', _uid: 'cf', headline: 'Kontakt' }),
      {},
      {
        cf: { kind: 'contactForm', subjects: [orderSubject] },
      },
    );
    expect(html).toContain('Frage zur Bestellung');
    expect(html).toContain('data-order-number="true"');
  });
});

const orderSubject = {
  component: 'contact_subject',
  _uid: 's',
  key: 'order',
  label: 'Frage zur Bestellung',
  requiresOrderNumber: true,
} as const;
const productSubject = {
  ...orderSubject,
  _uid: 'p',
  key: 'product',
  label: 'Produktfrage',
  requiresOrderNumber: false,
} as const;
const contactForm = page({ component: 'contact_form', _uid: 'cf', headline: 'Kontakt' });
const newsletter = page({
  component: 'newsletter_signup',
  _uid: 'nl',
  source: 'home',
  headline: 'Newsletter',
});
const formOf = (html: string) => /<form[^>]*>/.exec(html)?.[0] ?? '';

describe('the CMS forms work without JavaScript (DESIGN.md: every journey works without JavaScript)', () => {
  test('the contact form posts to the page, saying which form of which block it is', () => {
    const html = renderStory(
      contactForm,
      {},
      {
        cf: { kind: 'contactForm', subjects: [orderSubject], action: '/faq/' },
      },
    );
    expect(formOf(html)).toContain('method="post"');
    expect(formOf(html)).toContain('action="/faq/"');
    expect(html).toContain('<input type="hidden" name="intent" value="contact"/>');
    expect(html).toContain('<input type="hidden" name="block" value="cf"/>');
  });

  test('without an action from the page, the browser posts to the current address', () => {
    const html = renderStory(newsletter, {}, {});
    expect(formOf(html)).toContain('method="post"');
    expect(formOf(html)).not.toContain('action=');
    expect(html).toContain('<input type="hidden" name="intent" value="newsletter"/>');
    expect(html).toContain('<input type="hidden" name="block" value="nl"/>');
  });

  test('an invalid post shows each error at its field and keeps the entered values', () => {
    const html = renderStory(
      contactForm,
      {},
      {
        cf: {
          kind: 'contactForm',
          subjects: [productSubject, orderSubject],
          action: '/faq/',
          outcome: {
            state: 'invalid',
            errors: [{ field: 'message', key: 'validation.min-length', params: { min: 10 } }],
            values: {
              subject: 'product',
              name: 'Erika Muster',
              email: 'erika@example.de',
              message: 'Wo?',
            },
          },
        },
      },
    );
    expect(html).toContain('Bitte mindestens 10 Zeichen eingeben.');
    expect(/<textarea[^>]*aria-invalid="true"[^>]*>Wo\?<\/textarea>/.test(html)).toBe(true);
    expect(html).toContain('value="Erika Muster"');
    expect(html).toContain('value="erika@example.de"');
    expect(html).toContain('<option value="product" selected="">Produktfrage</option>');
    expect(html).toContain('data-state="editing"');
  });

  test('an order number asked for but missing is shown at its field, visible whatever is chosen', () => {
    const html = renderStory(
      contactForm,
      {},
      {
        cf: {
          kind: 'contactForm',
          subjects: [orderSubject],
          outcome: {
            state: 'invalid',
            errors: [{ field: 'orderNumber', key: 'validation.required', params: {} }],
            values: { subject: 'order', orderNumber: '' },
          },
        },
      },
    );
    const field = /<div data-slot="text-field" data-state="invalid" class="([^"]*)"[^>]*>/.exec(
      html,
    );
    expect(field?.[1]).not.toContain('hidden');
    expect(html).toContain('Bitte dieses Feld ausfüllen.');
  });

  test('the order number field follows the chosen subject by CSS until it has an error', () => {
    const html = renderStory(
      contactForm,
      {},
      { cf: { kind: 'contactForm', subjects: [orderSubject] } },
    );
    const field =
      /<div data-slot="text-field" data-state="valid" class="([^"]*)"[^>]*><label[^>]*>Bestellnummer/.exec(
        html,
      );
    expect(field?.[1]).toContain('hidden');
    expect(field?.[1]).toContain('group-has-[option[data-order-number]:checked]/contact:grid');
  });

  test('a sent post shows the success text instead of the form', () => {
    const sent = renderStory(
      newsletter,
      {},
      { nl: { kind: 'newsletterSignup', outcome: { state: 'sent' } } },
    );
    expect(sent).toContain('data-state="sent"');
    expect(sent).toContain(
      'Vielen Dank! Bitte die Anmeldung über den Link in der Bestätigungs-E-Mail abschließen.',
    );
    expect(sent).not.toContain('<form');
  });

  test('a refused post says so and keeps the address', () => {
    const failed = renderStory(
      newsletter,
      {},
      {
        nl: {
          kind: 'newsletterSignup',
          outcome: { state: 'failed', values: { email: 'anna@example.de' } },
        },
      },
    );
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('value="anna@example.de"');
  });

  test('an error of a field the form does not show is a failure, not silence', () => {
    const html = renderStory(
      newsletter,
      {},
      {
        nl: {
          kind: 'newsletterSignup',
          outcome: {
            state: 'invalid',
            errors: [{ field: 'source', key: 'validation.max-length', params: { max: 60 } }],
            values: { email: 'anna@example.de' },
          },
        },
      },
    );
    expect(html).toContain('role="alert"');
  });
});

describe('pictures load by their place on the page (issue 13: sized images, the LCP first)', () => {
  /** An image service that names the width, so that every candidate is another file. */
  const imageUrl = (src: string, options: { width?: number }) => `${src}?w=${options.width}`;
  const asset = (name: string) => ({ filename: `/_content/assets/nido/${name}.png`, alt: '' });
  const teaser = (name: string) => ({
    component: 'teaser',
    _uid: name,
    headline: name,
    image: asset(name),
  });
  const grid = (columns: number, ...blocks: unknown[]) => ({
    component: 'grid',
    _uid: `grid-${columns}`,
    columns: String(columns),
    blocks,
  });
  const listing = { component: 'listing', _uid: 'list', categorySlug: 'kinderwagen' };
  const listingData = {
    list: {
      kind: 'listing' as const,
      products: listingTiles,
      facets: listingFacets,
      pagination: { page: 1, perPage: 24, total: 7, pageCount: 1 },
      sort: 'relevance' as const,
    },
  };
  const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
  const loading = (image: string | undefined) => [
    /loading="(\w+)"/.exec(image ?? '')?.[1],
    /fetchPriority="(\w+)"/.exec(image ?? '')?.[1] ?? 'auto',
  ];

  test('a home page: the hero first of all, the category tiles below it lazily', () => {
    const html = renderStory(
      page(
        { component: 'hero', _uid: 'hero', headline: 'Willkommen', image: asset('startseite') },
        grid(4, teaser('a'), teaser('b'), teaser('c'), teaser('d')),
      ),
      { imageUrl },
    );
    expect(images(html).map(loading)).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  test('a category page: its first tile leads, the rest of the row at once, the listing lazily', () => {
    const html = renderStory(
      page(
        { component: 'headline', _uid: 'h', text: 'Kinderwagen' },
        grid(2, teaser('a'), teaser('b'), teaser('c')),
        listing,
      ),
      { imageUrl },
      listingData,
    );
    const all = images(html).map(loading);
    expect(all.slice(0, 3)).toEqual([
      ['eager', 'high'],
      ['eager', 'auto'],
      ['lazy', 'auto'],
    ]);
    expect(all.slice(3).every(([mode]) => mode === 'lazy')).toBe(true);
  });

  test('a listing with nothing above it: its first row at once, the first image first of all', () => {
    const html = renderStory(page(listing), { imageUrl }, listingData);
    expect(images(html).map(loading).slice(0, 5)).toEqual([
      ['eager', 'high'],
      ['eager', 'auto'],
      ['eager', 'auto'],
      ['eager', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  test('every picture names its slot width and several widths of the service', () => {
    const html = renderStory(
      page(grid(4, teaser('a')), listing, {
        component: 'recommendation_slot',
        _uid: 'slot',
        recommendationId: 'home-top',
      }),
      { imageUrl },
      {
        ...listingData,
        slot: { kind: 'recommendations', recommendationId: 'bestseller', products: [strollerTile] },
      },
    );
    const all = images(html);
    expect(all.length).toBeGreaterThan(2);
    for (const image of all) {
      expect(image).toMatch(/ sizes="\(max-width: [^"]+"/);
      expect(image).toMatch(/ width="\d+" height="\d+"/);
      const srcset = /srcSet="([^"]*)"/.exec(image)?.[1] ?? '';
      const urls = new Set(srcset.split(', ').map((candidate) => candidate.split(' ')[0]));
      expect(urls.size).toBeGreaterThanOrEqual(2);
    }
    // A tile in a four-column grid: half the screen on phones, a quarter from 1024 px.
    expect(all[0]).toContain(
      'sizes="(max-width: 480px) 50vw, (max-width: 1024px) 50vw, (max-width: 1200px) 25vw, 312px"',
    );
  });

  test('the server HTML holds one picture per card; the swiper adds the others in the browser', () => {
    const html = renderStory(page(listing), { imageUrl }, listingData);
    const cards = html.match(/data-slot="product-card"/g) ?? [];
    expect(cards).toHaveLength(listingTiles.length);
    expect(images(html)).toHaveLength(listingTiles.length);
  });
});
