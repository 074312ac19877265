import { type SQL, sql } from 'drizzle-orm';
import type { CategoryIndex } from '../catalog/category-index';
import { listingPrice } from '../catalog/listing-sql';
import type { ResolvedShopContext } from '../shop-context';
import { maxDatabaseInteger, type ValidationIssue } from '../validation';
import type { CatalogFilter } from './recommend-request';

type Operands = CatalogFilter['operands'];

const numericOperators = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'between']);
const setOperators = new Set(['eq', 'neq', 'in', 'nin']);

function numbers(operands: Operands): number[] | null {
  const values = operands.map((value) => (typeof value === 'string' ? Number(value) : value));
  return values.every((value) => typeof value === 'number' && Number.isFinite(value))
    ? (values as number[])
    : null;
}

/** A number that can be a product id: a positive integer PostgreSQL's integer holds. */
function isProductId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= maxDatabaseInteger;
}

function texts(operands: Operands): string[] {
  return operands.map(String);
}

/**
 * A comparison of a column with numbers. The operands are bound as `numeric`, so any finite
 * number compares (a price of 1e20 cents or 12.5 against an integer column) instead of failing
 * as an integer out of range.
 */
function numeric(column: SQL, operator: string, operands: number[]): SQL | null {
  const [first, second] = operands.map((value) => sql`${String(value)}::numeric`);
  if (first === undefined) return null;
  switch (operator) {
    case 'eq':
      return sql`${column} = ${first}`;
    case 'neq':
      return sql`${column} <> ${first}`;
    case 'lt':
      return sql`${column} < ${first}`;
    case 'lte':
      return sql`${column} <= ${first}`;
    case 'gt':
      return sql`${column} > ${first}`;
    case 'gte':
      return sql`${column} >= ${first}`;
    case 'between':
      return second === undefined ? null : sql`${column} BETWEEN ${first} AND ${second}`;
    default:
      return null;
  }
}

/** Membership for a scalar column (`= ANY`) or an array column (`&&`). */
function membership(
  column: SQL,
  values: readonly (string | number)[],
  isArray: boolean,
  type: string,
): SQL {
  const parameter = sql`${sql.param([...values])}::${sql.raw(type)}[]`;
  return isArray ? sql`${column} && ${parameter}` : sql`${column} = ANY(${parameter})`;
}

function setCondition(
  column: SQL,
  operator: string,
  values: readonly (string | number)[],
  isArray: boolean,
  type: string,
): SQL | null {
  if (!setOperators.has(operator)) return null;
  const condition = membership(column, values, isArray, type);
  return operator === 'neq' || operator === 'nin' ? sql`NOT (${condition})` : condition;
}

/**
 * One catalog filter as a condition on `product_listings l`, or the validation issue that
 * explains why it cannot be one (an operator that does not fit the property, operands of the
 * wrong kind, an unknown category).
 */
export function catalogFilterCondition(
  filter: CatalogFilter,
  context: ResolvedShopContext,
  categories: CategoryIndex,
  field: string,
): SQL | ValidationIssue {
  const invalid = (key: string): ValidationIssue => ({ field, key });
  const { operator, operands } = filter;
  let condition: SQL | null = null;
  switch (filter.property) {
    case 'price':
    case 'rating': {
      const values = numbers(operands);
      if (values === null || !numericOperators.has(operator))
        return invalid('recommendations.filterOperator');
      condition = numeric(
        filter.property === 'price' ? listingPrice(context) : sql`l.rating`,
        operator,
        values,
      );
      break;
    }
    case 'brand':
      condition =
        operator === 'contains'
          ? sql`l.brand ILIKE ${`%${String(operands[0]).replace(/[\\%_]/g, '\\$&')}%`}`
          : setCondition(sql`l.brand`, operator, texts(operands), false, 'text');
      break;
    case 'color':
      condition = setCondition(sql`l.color_keys`, operator, texts(operands), true, 'text');
      break;
    case 'size':
      condition = setCondition(sql`l.sizes`, operator, texts(operands), true, 'text');
      break;
    case 'availability':
      condition = setCondition(sql`l.availability`, operator, texts(operands), false, 'text');
      break;
    case 'category': {
      const ids = operands.map((operand) => {
        const record =
          typeof operand === 'number' || /^\d+$/.test(String(operand))
            ? categories.byId(Number(operand))
            : categories.bySlug(context.catalog, String(operand));
        return record?.catalog === context.catalog ? record.id : null;
      });
      if (ids.some((id) => id === null)) return invalid('recommendations.unknownCategory');
      condition = setCondition(sql`l.category_ids`, operator, ids as number[], true, 'int');
      break;
    }
    case 'product_id': {
      const values = numbers(operands);
      if (values === null || !values.every(isProductId))
        return invalid('recommendations.filterOperands');
      condition = setCondition(sql`l.product_id`, operator, values, false, 'int');
      break;
    }
    case 'sale':
    case 'isNew': {
      const [value] = operands;
      if (typeof value !== 'boolean' || (operator !== 'eq' && operator !== 'neq')) {
        return invalid('recommendations.filterOperator');
      }
      const column = filter.property === 'sale' ? sql`l.is_sale` : sql`l.is_new`;
      condition = sql`${column} = ${operator === 'eq' ? value : !value}`;
      break;
    }
  }
  if (condition === null) return invalid('recommendations.filterOperator');
  return filter.constraint_type === 'exclude'
    ? sql`NOT coalesce((${condition}), FALSE)`
    : sql`coalesce((${condition}), FALSE)`;
}
