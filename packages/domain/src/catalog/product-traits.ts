import type { AttributeValue, Product } from '../entities';
import { advancedAttributeValue } from './advanced-attribute';
import { attributeValues } from './attribute-values';
import { isFlagPresent, isFlagSet, readFlag } from './flag-value';

type WithAttributes = Pick<Product, 'attributes'> | null | undefined;
type WithAdvancedAttributes = Pick<Product, 'advancedAttributes'> | null | undefined;

/**
 * Personalised (engraving) article (§4): attribute `personalisierterArtikel` with value or
 * label 1 — or another explicit yes such as 'true' or 'Ja' (see `readFlag`).
 */
export function isPersonalised(product: WithAttributes): boolean {
  return attributeValues(product?.attributes, 'personalisierterArtikel').some(
    (value) => isFlagSet(value.value) || isFlagSet(value.label),
  );
}

function marksPresence(value: AttributeValue): boolean {
  const parts = [value.value, value.label].filter(
    (part) => part !== undefined && part !== null && String(part).trim() !== '',
  );
  return parts.length > 0 && parts.every((part) => readFlag(part) !== false);
}

/**
 * Bulky goods (§4): attribute `bulkyOrLoad` with a value. Its values name the kind of freight
 * rather than say yes, so any non-blank value counts unless it is an explicit no ('0', 'Nein'…).
 */
export function isBulky(product: WithAttributes): boolean {
  return attributeValues(product?.attributes, 'bulkyOrLoad').some(marksPresence);
}

/** VPP article (§4): advanced attribute `vppArticle` present and not an explicit no. */
export function isVppArticle(product: WithAdvancedAttributes): boolean {
  return isFlagPresent(advancedAttributeValue(product?.advancedAttributes, 'vppArticle'));
}

/**
 * Bundle (§4): advanced attribute `virtuelleBundles` present and not an explicit no (it may
 * hold the bundle's ids rather than a yes).
 */
export function isBundle(product: WithAdvancedAttributes): boolean {
  return isFlagPresent(advancedAttributeValue(product?.advancedAttributes, 'virtuelleBundles'));
}
