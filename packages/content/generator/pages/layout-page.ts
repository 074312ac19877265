import { type CountryCode, cmsLocaleKey, shopBaseUrl, shopsOfBrand } from '@vitrine/domain';
import type { BlockBuilder } from '../blocks';
import { rich } from '../blocks';
import { type CatalogCategory, catalogTree, localCategoryName } from '../catalog-tree';
import type { DemoLocale } from '../demo-locales';
import { freightShipping, localise, standardShipping, welcomeVoucherCode } from '../locale-text';
import type { PageSpec } from '../page-spec';
import { categoryKey } from './category-pages';
import { documentationKey } from './documentation-pages';
import { guideKey } from './guide-pages';
import { serviceKey } from './service-pages';

/** How many root categories the header shows; the rest are featured links (§3 Site layout). */
const headerRootCount = 6;

const shippingProviders: Readonly<Record<CountryCode, string>> = {
  DE: 'DHL, Hermes',
  AT: 'Österreichische Post, DHL',
  CH: 'Die Post',
  FR: 'Colissimo, DPD',
  BE: 'bpost, DPD',
  NL: 'PostNL, DHL',
};

const productAttributes = {
  baby: 'farbe, masse, dimAlterGeeignetAb',
  vitality: 'farbe, masse',
} as const;

function navigationLink(
  b: BlockBuilder,
  category: CatalogCategory,
  locale: DemoLocale,
): ReturnType<BlockBuilder['block']> {
  return b.block('navigation_link', {
    label: localCategoryName(category, locale),
    link: b.storyLink(categoryKey(category.slug)),
    image:
      category.level === 1
        ? b.asset(`kategorie-${category.slug}`, localCategoryName(category, locale))
        : { id: null, filename: '', alt: null, name: '', focus: '', title: '', fieldtype: 'asset' },
    children: category.children.map((child) => navigationLink(b, child, locale)),
  });
}

/** The consent categories and services of a shop (spec §3 Consent); parsed by the consent rules. */
function consentCategories(locale: DemoLocale) {
  const { consent } = locale.copy.layout;
  const { flags } = locale.shop;
  const service = (name: string, extra: Record<string, unknown> = {}) => {
    const copy = consent.services[name];
    return { name, title: copy?.title ?? name, company: copy?.company ?? '', ...extra };
  };
  return [
    {
      group: 'essential',
      ...consent.categories.essential,
      defaultValue: true,
      required: true,
      services: [service('storage'), service('consent-manager')],
    },
    {
      group: 'statistics',
      ...consent.categories.statistics,
      defaultValue: false,
      required: false,
      services: [service('econda'), service('google-tag-manager')],
    },
    {
      group: 'marketing',
      ...consent.categories.marketing,
      defaultValue: false,
      required: false,
      services: [
        service('recommendations'),
        service('google-ads', { attTracking: true }),
        ...(flags.sovendus ? [service('sovendus')] : []),
        ...(flags.payback ? [service('payback')] : []),
      ],
    },
    {
      group: 'comfort',
      ...consent.categories.comfort,
      defaultValue: false,
      required: false,
      services: [service('videos')],
    },
  ];
}

function layoutContent(locale: DemoLocale) {
  const { copy, shop } = locale;
  const { layout } = copy;
  const roots = catalogTree(locale.brand);
  const hasFaq = copy.service.faq !== null && shop.flags.faq;
  return (b: BlockBuilder) =>
    b.block('layout', {
      headerNavigationLinks: roots
        .slice(0, headerRootCount)
        .map((root) => navigationLink(b, root, locale)),
      featuredContentLinks: roots
        .slice(headerRootCount)
        .map((root) => navigationLink(b, root, locale)),
      header: [
        b.block('link', {
          label: localise(layout.helpLabel, locale),
          link: b.storyLink(serviceKey(hasFaq ? 'faq' : 'shipping')),
        }),
        b.block('link', {
          label: localise(layout.guideLabel, locale),
          link: b.storyLink(guideKey),
        }),
        b.block('link', {
          label: localise(layout.contactLabel, locale),
          link: b.storyLink(serviceKey('contact')),
        }),
      ],
      headerNotice: localise(layout.headerNotice, locale),
      campaigns: [...layout.campaigns, layout.welcomeCampaign].map((campaign) =>
        b.block('campaign', {
          id: campaign.id,
          name: localise(campaign.name, locale),
          headline: localise(campaign.headline, locale),
          text: localise(campaign.text, locale),
          link: b.storyLink(categoryKey(campaign.category)),
          conditions: rich.doc(rich.paragraph(localise(campaign.conditions, locale))),
          // The welcome campaign hands out the shop's welcome code: its banner shows it to copy.
          voucherCode: campaign === layout.welcomeCampaign ? welcomeVoucherCode(locale) : '',
          dateFrom: campaign.dateFrom ?? '',
          dateTo: campaign.dateTo ?? '',
          triggers: campaign.triggers,
        }),
      ),
      banners: [
        b.block('banner', {
          text: localise(layout.banner.text, locale),
          link: b.storyLink(categoryKey(layout.banner.category)),
          background: 'accent',
          campaignId: '',
        }),
        ...layout.campaigns.slice(0, 1).map((campaign) =>
          b.block('campaign_banner', {
            campaignId: campaign.id,
            label: localise(campaign.headline, locale),
            conditions: rich.doc(rich.paragraph(localise(campaign.conditions, locale))),
          }),
        ),
      ],
      footer: [
        b.block('footer_column', {
          title: localise(layout.footer.service, locale),
          links: [
            b.block('link', {
              label: localise(copy.service.shipping.name, locale),
              link: b.storyLink(serviceKey('shipping')),
            }),
            b.block('link', {
              label: localise(copy.service.returns.name, locale),
              link: b.storyLink(serviceKey('returns')),
            }),
            b.block('link', {
              label: localise(copy.service.payment.name, locale),
              link: b.storyLink(serviceKey('payment')),
            }),
            ...(hasFaq && copy.service.faq
              ? [
                  b.block('link', {
                    label: localise(copy.service.faq.name, locale),
                    link: b.storyLink(serviceKey('faq')),
                  }),
                ]
              : []),
            b.block('link', {
              label: localise(layout.footer.contact, locale),
              link: b.storyLink(serviceKey('contact')),
            }),
          ],
        }),
        b.block('footer_column', {
          title: localise(layout.footer.shop, locale),
          links: [
            b.block('link', {
              label: localise(copy.guide.name, locale),
              link: b.storyLink(guideKey),
            }),
            b.block('link', {
              label: localise(copy.documentation.name, locale),
              link: b.storyLink(documentationKey),
            }),
            b.block('link', {
              label: localise(layout.footer.giftCards, locale),
              link: b.storyLink(categoryKey('geschenkgutscheine')),
            }),
          ],
        }),
        b.block('footer_column', {
          title: localise(layout.footer.legal, locale),
          links: [
            b.block('link', {
              label: localise(copy.service.terms.name, locale),
              link: b.storyLink(serviceKey('terms')),
            }),
            b.block('link', {
              label: localise(copy.service.privacy.name, locale),
              link: b.storyLink(serviceKey('privacy')),
            }),
            b.block('link', {
              label: localise(copy.service.imprint.name, locale),
              link: b.storyLink(serviceKey('imprint')),
            }),
            // §2: the consent banner is reopenable from a footer link. The anchor marks it for
            // the shop; the page is where it leads while no banner opens (the privacy statement).
            b.block('link', {
              label: localise(layout.footer.consentSettings, locale),
              link: b.storyLink(serviceKey('privacy'), 'consent-settings'),
            }),
          ],
        }),
      ],
      footerNote: localise(layout.footer.note, locale),
      contactSubjects: layout.contactSubjects.map((subject) =>
        b.block('contact_subject', {
          key: subject.key,
          label: localise(subject.label, locale),
          requiresOrderNumber: subject.requiresOrderNumber,
        }),
      ),
      consent: [
        b.block('consent', {
          version: '1',
          title: localise(layout.consent.title, locale),
          text: localise(layout.consent.text, locale),
          acceptAllLabel: localise(layout.consent.acceptAllLabel, locale),
          infoLabel: localise(layout.consent.infoLabel, locale),
          settingsTitle: localise(layout.consent.settingsTitle, locale),
          saveSelectionLabel: localise(layout.consent.saveSelectionLabel, locale),
          saveAllLabel: localise(layout.consent.saveAllLabel, locale),
          categories: consentCategories(locale).map((category) => ({
            ...category,
            title: localise(category.title, locale),
            text: localise(category.text, locale),
            services: category.services.map((service) => ({
              ...service,
              title: localise(service.title, locale),
            })),
          })),
        }),
      ],
      metaDefaults: [
        b.block('meta_defaults', {
          siteName: shop.brandName,
          description: localise(copy.metaDescription, locale),
          ogImage: b.asset('startseite', shop.brandName),
        }),
      ],
      countries: shopsOfBrand(locale.brand).flatMap((sister) =>
        sister.locales.map((sisterLocale) =>
          b.block('country_entry', {
            localeKey: cmsLocaleKey(sisterLocale),
            iconKey: `flag-${sister.country.toLowerCase()}`,
            labelKey: `countryPicker.${cmsLocaleKey(sisterLocale)}`,
            shopLink: shopBaseUrl(sister, sisterLocale, 'production'),
          }),
        ),
      ),
      config: [
        b.block('config_item', {
          key: 'productAttributes',
          values: productAttributes[locale.brand],
        }),
        b.block('config_item', {
          key: 'shippingProviders',
          values: shippingProviders[shop.country],
        }),
        b.block('config_item', { key: 'hasDownloads', enabled: true }),
        b.block('config_item', {
          key: 'coupon',
          enabled: true,
          code: welcomeVoucherCode(locale),
          text: localise(layout.coupon.text, locale),
          link: b.storyLink(serviceKey('terms')),
        }),
        b.block('config_item', {
          key: 'shippingCosts',
          shippingCosts: [
            b.block('shipping_costs', {
              frachtkosten: freightShipping.toFixed(2),
              versandkostenBedingungen: [
                {
                  label: localise(layout.shippingLabel, locale),
                  versandkosten: standardShipping.toFixed(2),
                  ab_bestellwert: '0.00',
                },
              ],
            }),
          ],
        }),
        b.block('config_item', { key: 'banner', enabled: true, seconds: '6' }),
      ],
    });
}

/** The layout story of a locale (§3 Site layout, fetched by lower-cased locale iso). */
export function layoutPages(locale: DemoLocale): PageSpec[] {
  return [{ key: 'layout', slug: 'layout', name: 'Layout', build: layoutContent(locale) }];
}
