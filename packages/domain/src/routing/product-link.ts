import type { Product } from '../entities/product';
import { productNumberFromPdp } from './product-number';
import { seoSlug } from './seo-slug';
import { decodePath, encodePath } from './url-path';

export interface ProductLinkOptions {
  /** A variant's referenceKey, sent as `?variant=` to preselect it (§2). */
  readonly variant?: string | null;
  /** `addToCart` when add to cart needs the product page (§4). */
  readonly action?: 'addToCart' | null;
}

function seoUrlPath(seoUrl: string): string {
  const trimmed = decodePath(seoUrl.trim()).replace(/^\/+|\/+$/g, '');
  // A seoUrl is either a whole path (`p/…`) or only the pdp slug.
  const path = trimmed.startsWith('p/') ? `/${trimmed}/` : `/p/${trimmed}/`;
  return encodePath(path);
}

function builtPath(product: Pick<Product, 'name' | 'referenceKey'>): string {
  const referenceKey = product.referenceKey.trim();
  // Without a key there is no product page to reach; home is a link that still works.
  if (referenceKey === '') return '/';
  const slug = seoSlug([product.name, referenceKey]);
  // The built slug must lead back to the product: a key the slug rules would alter
  // (`1234567_01` loses its underscore) links by reference key instead.
  if (seoSlug([product.name]) !== '' && productNumberFromPdp(slug) === referenceKey) {
    return `/p/${slug}/`;
  }
  return `/p/${encodeURIComponent(referenceKey)}/`;
}

/**
 * The product page link (§2): the product's seoUrl, else one built from name and reference
 * key, else `/p/{referenceKey}/`; with `variant` and `action` as query when given. A product
 * with neither seoUrl nor reference key links to `/`.
 * Paths are locale-free; the caller adds the locale prefix.
 *
 * @example
 * productLink({ seoUrl: null, name: 'Kinderwagen Kombi', referenceKey: '1234567' }, { action: 'addToCart' })
 * // '/p/kinderwagen-kombi-1234567/?action=addToCart'
 */
export function productLink(
  product: Pick<Product, 'seoUrl' | 'name' | 'referenceKey'>,
  options: ProductLinkOptions = {},
): string {
  const seoUrl = product.seoUrl?.trim() ?? '';
  const path = seoUrl.replace(/\//g, '') !== '' ? seoUrlPath(seoUrl) : builtPath(product);
  const query = [
    options.variant ? `variant=${encodeURIComponent(options.variant)}` : null,
    options.action ? `action=${options.action}` : null,
  ].filter((pair) => pair !== null);
  return query.length === 0 ? path : `${path}?${query.join('&')}`;
}
