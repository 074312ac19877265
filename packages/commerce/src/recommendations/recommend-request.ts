import { z } from 'zod';
import { maxDatabaseInteger, storableText } from '../validation';

/** §9: recommendations per slot. */
export const defaultRecommendationSize = 12;
export const maxRecommendationSize = 100;

export const catalogFilterProperties = [
  'brand',
  'category',
  'price',
  'rating',
  'color',
  'size',
  'sale',
  'isNew',
  'availability',
  'product_id',
] as const;
export type CatalogFilterProperty = (typeof catalogFilterProperties)[number];

export const catalogFilterOperators = [
  'eq',
  'neq',
  'in',
  'nin',
  'lt',
  'lte',
  'gt',
  'gte',
  'between',
  'contains',
] as const;
export type CatalogFilterOperator = (typeof catalogFilterOperators)[number];

const operand = z.union([
  storableText().pipe(z.string().max(200)),
  z.number().finite(),
  z.boolean(),
]);
const productId = z.int().min(1).max(maxDatabaseInteger);
const itemId = z.union([storableText().pipe(z.string().trim().min(1).max(64)), productId]);

/**
 * One `catalog_filter` entry of the provider call (§7): which product property, whether
 * matching products are required (`include`) or left out (`exclude`), an operator and its
 * operands. §3's slot filter (`type`, `value`) is accepted in the same shape.
 */
export const catalogFilterSchema = z.strictObject({
  property: z.enum(catalogFilterProperties),
  constraint_type: z.enum(['include', 'exclude']).default('include'),
  operator: z.enum(catalogFilterOperators),
  operands: z.array(operand).min(1).max(100),
});
export type CatalogFilter = z.output<typeof catalogFilterSchema>;

/**
 * The payload of the recommendation provider call (§7 POST …/optimization/recommend/user):
 * `item_id` anchors item-to-item recommendations (a product id or reference key, or several);
 * without it the shop's top products are recommended. `fallback` lists product ids answered
 * when nothing else is found.
 */
export const recommendRequestSchema = z.strictObject({
  project_id: z.union([z.string().max(100), z.number()]).optional(),
  engine_id: z.union([z.string().max(100), z.number()]).optional(),
  customer_ids: z
    .strictObject({ cookie: storableText().pipe(z.string().max(200)).optional() })
    .partial()
    .optional(),
  anti: z.boolean().optional(),
  similarity: z.string().max(100).optional(),
  anonymous: z.boolean().default(true),
  consider_known_items: z.boolean().default(true),
  fill_with_random: z.boolean().default(false),
  size: z.int().min(1).max(maxRecommendationSize).default(defaultRecommendationSize),
  item_id: z.union([itemId, z.array(itemId).max(50)]).optional(),
  catalogAttributesWhitelist: z.array(z.string().max(100)).max(100).optional(),
  catalog_filter: z.array(catalogFilterSchema).max(20).default([]),
  /** Product ids (§3 fallback list: product_id values), answered in this order. */
  fallback: z
    .array(z.union([productId, z.string().regex(/^\d{1,9}$/)]))
    .max(100)
    .default([]),
});
export type RecommendRequest = z.input<typeof recommendRequestSchema>;
export type ParsedRecommendRequest = z.output<typeof recommendRequestSchema>;

export interface RecommendResponse {
  readonly data: ReadonlyArray<{ readonly product_id: string }>;
}
