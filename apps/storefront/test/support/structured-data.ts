import Validator from '@adobe/structured-data-validator';

/** A schema.org item as a page states it in JSON-LD. */
export type StructuredItem = Record<string, unknown>;

/**
 * Every `application/ld+json` script of the page, parsed: a script that is not JSON throws,
 * naming it. React escapes nothing inside these scripts but `<`, so the text is the JSON.
 */
export function structuredDataOf(html: string): StructuredItem[] {
  const scripts = [
    ...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  return scripts.map((match, index) => {
    try {
      return JSON.parse(match[1] ?? '') as StructuredItem;
    } catch (error) {
      throw new Error(`JSON-LD script ${index + 1} is not JSON: ${String(error)}`);
    }
  });
}

/** The page's one item of `type`; none or several throw. */
export function itemOfType(items: readonly StructuredItem[], type: string): StructuredItem {
  const found = items.filter((item) => item['@type'] === type);
  if (found.length !== 1) throw new Error(`${found.length} ${type} items in the page, not 1`);
  return found[0] as StructuredItem;
}

/** What the validator says is wrong, by severity, one `Type.path: message` line each. */
export interface RichResultIssues {
  /** What keeps the item from Google's rich result (a required property missing or malformed). */
  readonly errors: readonly string[];
  /** What Google recommends and the item does not have (review, priceValidUntil, …). */
  readonly warnings: readonly string[];
}

/**
 * The page's items checked by a maintained validator of schema.org items against Google's
 * rich-result requirements (Adobe's `@adobe/structured-data-validator`: Product and its
 * merchant listing, Offer, AggregateRating, BreadcrumbList, ListItem, …). It runs offline:
 * without the schema.org vocabulary file, which would have to be fetched, its check of
 * property names against the vocabulary is left out; the rich-result rules are all in it.
 */
export async function richResultIssues(
  items: readonly StructuredItem[],
): Promise<RichResultIssues> {
  const byType: Record<string, StructuredItem[]> = {};
  for (const item of items) {
    const type = String(item['@type']);
    // The validator edits what it is given: it gets a copy.
    byType[type] = [...(byType[type] ?? []), structuredClone(item)];
  }
  const issues = await new Validator().validate({ jsonld: byType });
  const line = (issue: (typeof issues)[number]) =>
    `${issue.rootType}${issue.fieldNames?.length ? `.${issue.fieldNames.join('|')}` : ''}: ${issue.issueMessage}`;
  return {
    errors: issues.filter((issue) => issue.severity === 'ERROR').map(line),
    warnings: issues.filter((issue) => issue.severity !== 'ERROR').map(line),
  };
}
