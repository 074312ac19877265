import type { Language } from '@vitrine/domain';

const pluralForm = /^(.*)_(zero|one|two|few|many|other)$/;
const placeholder = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** Every entry of a catalogue by its dotted key, as i18next reads it (`delivery.late_one`). */
function entries(tree: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? entries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(placeholder)].map((match) => match[1]).sort();

/**
 * The keys a language's catalogue must have, each with the German text it must match in
 * placeholders. A plural key (`x_one` / `x_other` in German) needs exactly the forms the
 * language's plural rules select (`Intl.PluralRules`, as i18next uses): French adds `x_many`
 * (a million), compared with German's `x_other`.
 */
function expectedKeys(german: ReadonlyMap<string, unknown>, language: Language) {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, unknown>();
  for (const [key, text] of german) {
    const plural = pluralForm.exec(key);
    if (!plural) expected.set(key, text);
    else {
      const base = plural[1];
      for (const form of forms) {
        expected.set(
          `${base}_${form}`,
          german.get(`${base}_${form}`) ?? german.get(`${base}_other`),
        );
      }
    }
  }
  return expected;
}

/**
 * What is wrong with one language's catalogue against the German master, one line each
 * (empty when nothing is): a key missing or extra, a text that is not a non-empty string, a
 * placeholder the German text does not have or lacks. For the catalogue tests of ui,
 * cms-blocks and the storefront (house rule: every text in de, fr and nl).
 */
export function catalogueProblems(german: object, catalogue: object, language: Language): string[] {
  const master = new Map(entries(german));
  const expected = expectedKeys(master, language);
  const translated = new Map(entries(catalogue));
  const problems: string[] = [];
  for (const key of expected.keys()) {
    if (!translated.has(key)) problems.push(`${language}: ${key} is missing`);
  }
  for (const [key, text] of translated) {
    if (!expected.has(key)) {
      problems.push(`${language}: ${key} is not a key of the German catalogue`);
    } else if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`${language}: ${key} is empty`);
    } else {
      const want = placeholdersOf(String(expected.get(key))).join(', ');
      const have = placeholdersOf(text).join(', ');
      if (want !== have) problems.push(`${language}: ${key} has {{${have}}}, German {{${want}}}`);
    }
  }
  return problems;
}
