import { attributeLabel, attributeValues } from '../catalog/attribute-values';
import type { Product, Variant } from '../entities';

/** A seal (quality or test mark) as the product seals dialog lists it (§2). */
export interface ProductPageSeal {
  readonly key: string;
  readonly name: string;
  /** What the seal vouches for. */
  readonly text: string;
}

/** The promotion product disclaimer (§2): the promotion's name (its badge label) and fine print. */
export interface ProductPagePromotionDisclaimer {
  /** The promotion's badge label; null when it has none (the dialog's title says enough). */
  readonly name: string | null;
  readonly text: string;
}

/** The size advisor (§1 attribute groessenberater, §2 attribute advisor): a size table. */
export interface ProductPageSizeAdvisor {
  readonly columns: readonly string[];
  /** One row per size; the first cell names it. */
  readonly rows: ReadonlyArray<readonly string[]>;
  /** The selected variant's size (`groesse`), whose row is marked; null when it has none. */
  readonly currentSize: string | null;
}

/** What the product page's info dialogs show; each only where the product has it. */
export interface ProductPageInfoView {
  readonly seals: readonly ProductPageSeal[];
  readonly promotionDisclaimer: ProductPagePromotionDisclaimer | null;
  readonly sizeAdvisor: ProductPageSizeAdvisor | null;
}

/** What the engine keeps for the info dialogs, in the shop's language. */
export interface ProductInfoSource {
  readonly seals: readonly ProductPageSeal[];
  readonly promotionTerms: string | null;
  readonly sizeTable: {
    readonly columns: readonly string[];
    readonly rows: ReadonlyArray<readonly string[]>;
  } | null;
}

/** The product page's info dialogs, and the value of `?dialog=` that shows one without JavaScript. */
export const productInfoDialogs = ['seals', 'promotion', 'sizes'] as const;
export type ProductInfoDialog = (typeof productInfoDialogs)[number];

/** The query parameter of the info dialogs' step without JavaScript. */
export const productInfoParameter = 'dialog';

export const noProductInfo: ProductPageInfoView = {
  seals: [],
  promotionDisclaimer: null,
  sizeAdvisor: null,
};

/**
 * The size table a product's size advisor shows: the value of its `groessenberater` attribute
 * (§1, §3), trimmed; null when it has none.
 *
 * @example
 * sizeAdvisorKey(romper); // 'baby-clothing'
 */
export function sizeAdvisorKey(product: Pick<Product, 'attributes'>): string | null {
  const value = attributeValues(product.attributes, 'groessenberater')[0]?.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The info dialogs' view of a product (§2 product seals, promotion product disclaimer,
 * attribute advisor): the seals that have a name and a text; the disclaimer only while the
 * product's promotion is valid and has fine print; the size table only with rows, marking the
 * selected variant's size.
 *
 * @example
 * productInfoView(product, selected, { seals: [], promotionTerms: null, sizeTable: null });
 * // { seals: [], promotionDisclaimer: null, sizeAdvisor: null }
 */
export function productInfoView(
  product: Pick<Product, 'promotion'>,
  selected: Pick<Variant, 'attributes'> | null,
  source: ProductInfoSource | undefined,
): ProductPageInfoView {
  if (source === undefined) return noProductInfo;
  const terms = source.promotionTerms?.trim() ?? '';
  const promotion = product.promotion;
  const table = source.sizeTable;
  return {
    seals: source.seals.filter((seal) => seal.name.trim() !== '' && seal.text.trim() !== ''),
    promotionDisclaimer:
      promotion?.isValid === true && terms !== ''
        ? { name: promotion.badgeLabel?.trim() || null, text: terms }
        : null,
    sizeAdvisor:
      table === null || table.columns.length === 0 || table.rows.length === 0
        ? null
        : {
            columns: table.columns,
            rows: table.rows,
            currentSize: selected === null ? null : attributeLabel(selected.attributes, 'groesse'),
          },
  };
}

/** Whether the product has what the dialog shows. */
export function hasProductInfo(info: ProductPageInfoView, dialog: ProductInfoDialog): boolean {
  switch (dialog) {
    case 'seals':
      return info.seals.length > 0;
    case 'promotion':
      return info.promotionDisclaimer !== null;
    case 'sizes':
      return info.sizeAdvisor !== null;
  }
}

/**
 * The info dialog the page shows in place without JavaScript (`?dialog=seals`): the one the
 * query names once, if the product has it; null otherwise (an unknown, repeated or empty value,
 * or a dialog the product has nothing for — the page is then shown as it is).
 *
 * @example
 * productInfoStep(info, new URLSearchParams('dialog=seals')); // 'seals' where it has seals
 */
export function productInfoStep(
  info: ProductPageInfoView,
  query: URLSearchParams,
): ProductInfoDialog | null {
  const values = query.getAll(productInfoParameter);
  if (values.length !== 1) return null;
  const dialog = productInfoDialogs.find((candidate) => candidate === values[0]);
  return dialog !== undefined && hasProductInfo(info, dialog) ? dialog : null;
}

/**
 * The address of an info dialog's step without JavaScript: the page's address (with its
 * `?variant=`) and `dialog=`.
 *
 * @example
 * productInfoHref('/p/body-2000713/?variant=2000713_02', 'sizes');
 * // '/p/body-2000713/?variant=2000713_02&dialog=sizes'
 */
export function productInfoHref(pageHref: string, dialog: ProductInfoDialog): string {
  return `${pageHref}${pageHref.includes('?') ? '&' : '?'}${productInfoParameter}=${dialog}`;
}
