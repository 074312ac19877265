import { z } from 'zod';
import type {
  ConsentCategoryDefinition,
  ConsentDefinition,
  ConsentServiceDefinition,
} from './types';

/** A CMS checkbox: a boolean, or the strings `true`/`false` some exports produce. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .optional()
  .catch(undefined);
const text = z.string().catch('');
const key = z.string().trim().min(1);
const version = z
  .union([z.string(), z.number().transform(String)])
  .transform((value) => value.trim())
  .catch('');
const list = z.array(z.unknown()).catch([]);

const serviceSchema = z.object({
  name: key,
  title: text,
  company: text,
  defaultValue: flag,
  required: flag,
  attTracking: flag,
});

const categorySchema = z.object({
  group: key,
  title: text,
  text,
  defaultValue: flag,
  required: flag,
  services: list,
});

const definitionSchema = z
  .object({ version, categories: list })
  .catch({ version: '', categories: [] });

/** Elements of a list that a schema accepts, in order; the rest are dropped, never thrown. */
function accepted<T>(items: readonly unknown[], schema: z.ZodType<T>): T[] {
  return items.flatMap((item) => {
    const result = schema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}

/**
 * The consent definition from CMS content, whatever an editor left in it (§4: defaults come
 * from the CMS). Categories need a `group`, services a `name`; entries without one are
 * dropped, and so are repeats (the first category of a group, the first service of a name
 * wins), so a toggle or a stored name always addresses exactly one thing. A service belongs
 * to the group of the category it is listed in. A service without its own default takes
 * its category's; a service in a required category is required. Never throws.
 *
 * @example
 * parseConsentDefinition({ version: 3, categories: [{ group: 'essential', required: true,
 *   services: [{ name: 'storage' }] }] }).categories[0]?.services[0]?.required // true
 */
export function parseConsentDefinition(content: unknown): ConsentDefinition {
  const parsed = definitionSchema.parse(content);
  const groups = new Set<string>();
  const names = new Set<string>();
  const categories: ConsentCategoryDefinition[] = [];
  for (const category of accepted(parsed.categories, categorySchema)) {
    if (groups.has(category.group)) continue;
    groups.add(category.group);
    const categoryRequired = category.required ?? false;
    const categoryDefault = category.defaultValue ?? false;
    const services: ConsentServiceDefinition[] = [];
    for (const service of accepted(category.services, serviceSchema)) {
      if (names.has(service.name)) continue;
      names.add(service.name);
      services.push({
        name: service.name,
        title: service.title,
        company: service.company,
        defaultValue: service.defaultValue ?? categoryDefault,
        required: categoryRequired || (service.required ?? false),
        group: category.group,
        attTracking: service.attTracking ?? false,
      });
    }
    categories.push({
      group: category.group,
      title: category.title,
      text: category.text,
      defaultValue: categoryDefault,
      required: categoryRequired,
      services,
    });
  }
  return { version: parsed.version, categories };
}
