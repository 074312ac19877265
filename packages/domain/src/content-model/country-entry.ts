import { z } from 'zod';
import { key } from './fields';

/**
 * A shop in the country picker's list (spec §3 Country entry). The keys are message keys
 * and icon names the storefront resolves; `shopLink` is the shop's absolute base URL.
 */
export interface CountryEntryBlock {
  readonly component: 'country_entry';
  readonly _uid: string;
  /** The shop locale, lower-cased iso: `de-ch`. */
  readonly localeKey: string;
  readonly iconKey: string;
  readonly labelKey: string;
  readonly shopLink: string;
}

const shopLink = z
  .unknown()
  .optional()
  .transform((value) => {
    const candidate =
      typeof value === 'string'
        ? value
        : typeof value === 'object' && value !== null && 'url' in value
          ? (value as { url: unknown }).url
          : '';
    const trimmed = typeof candidate === 'string' ? candidate.trim() : '';
    return /^https?:\/\/[^/\s]+/i.test(trimmed) ? trimmed.replace(/\/+$/, '') : '';
  });

export const countryEntrySchema: z.ZodType<CountryEntryBlock, unknown> = z
  .object({
    _uid: key,
    localeKey: key.transform((value) => value.toLowerCase()),
    iconKey: key,
    labelKey: key,
    shopLink,
  })
  .transform((fields) => ({ component: 'country_entry' as const, ...fields }));
