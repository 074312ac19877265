import { z } from 'zod';
import { blocksOfType } from './blocks';
import { commaList, flag, integer, key, oneOf, text } from './fields';
import { type ContentLink, linkSchema } from './link';
import { fallbackShippingCosts, type ShippingCostsBlock } from './shipping-costs';

/** The config items of the layout story (spec §3 Site layout: config). */
export const configKeys = [
  'productAttributes',
  'shippingProviders',
  'hasDownloads',
  'coupon',
  'shippingCosts',
  'banner',
] as const;
export type ConfigKey = (typeof configKeys)[number];

/**
 * One config entry. Which fields count depends on `key`: `values` for the lists
 * (productAttributes, shippingProviders), `enabled`/`code`/`text`/`link` for the coupon,
 * `enabled`/`seconds` for the banner, `shippingCosts` for the shipping-cost config.
 */
export interface ConfigItemBlock {
  readonly component: 'config_item';
  readonly _uid: string;
  /** `null` for a key this shop does not know; such an item changes nothing. */
  readonly key: ConfigKey | null;
  readonly values: readonly string[];
  readonly enabled: boolean;
  readonly code: string;
  readonly text: string;
  readonly link: ContentLink | null;
  readonly seconds: number;
  readonly shippingCosts: readonly ShippingCostsBlock[];
}

export const configItemSchema: z.ZodType<ConfigItemBlock, unknown> = z
  .object({
    _uid: key,
    key: oneOf([...configKeys, ''], ''),
    values: commaList,
    enabled: flag(true),
    code: key,
    text,
    link: linkSchema,
    seconds: integer(6, 1, 60),
    shippingCosts: blocksOfType(['shipping_costs']),
  })
  .transform((fields) => ({
    component: 'config_item' as const,
    ...fields,
    key: fields.key === '' ? null : fields.key,
  }));

/** The coupon shown in the shop (e.g. a welcome code in the header). */
export interface CouponConfig {
  readonly code: string;
  readonly text: string;
  readonly link: ContentLink | null;
}

export interface BannerConfig {
  readonly enabled: boolean;
  /** How long each layout banner shows before the next one. */
  readonly rotationSeconds: number;
}

/** The shop's configuration from the layout (spec §3 Site layout: config). */
export interface SiteConfig {
  /** Default empty (§3). */
  readonly productAttributes: readonly string[];
  /** Default empty (§3). */
  readonly shippingProviders: readonly string[];
  /** §3: effectively always true, whatever the CMS says. */
  readonly hasDownloads: true;
  /** Null when no enabled coupon item with a code exists. */
  readonly coupon: CouponConfig | null;
  /** The §9 fallback when the CMS has none. */
  readonly shippingCosts: ShippingCostsBlock;
  readonly banner: BannerConfig;
}

/**
 * The site config from the layout's config items. The first item of each key counts;
 * missing items give the §3 defaults (empty lists, downloads on) and the §9 shipping
 * fallback.
 */
export function siteConfig(items: readonly ConfigItemBlock[]): SiteConfig {
  const first = (configKey: ConfigKey) => items.find((item) => item.key === configKey);
  const coupon = first('coupon');
  const banner = first('banner');
  return {
    productAttributes: first('productAttributes')?.values ?? [],
    shippingProviders: first('shippingProviders')?.values ?? [],
    hasDownloads: true,
    coupon:
      coupon?.enabled && coupon.code !== ''
        ? { code: coupon.code, text: coupon.text, link: coupon.link }
        : null,
    shippingCosts: first('shippingCosts')?.shippingCosts[0] ?? fallbackShippingCosts,
    banner: { enabled: banner?.enabled ?? true, rotationSeconds: banner?.seconds ?? 6 },
  };
}
