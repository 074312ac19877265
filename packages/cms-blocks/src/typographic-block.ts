import type { Language } from '@vitrine/domain';
import { typographicText } from '@vitrine/domain/ui-support';

/**
 * The fields of the content model that hold text a shopper reads (`text` fields of the model:
 * headlines, labels, titles, descriptions, alt texts, rich-text text nodes). Everything else —
 * `_uid`, `component`, links (`url`, `email`, `anchor`, `story.full_slug`), asset file names,
 * campaign ids and voucher codes, a rich-text node's `type` and marks — is never a text, so the
 * rule names the texts rather than the rest: a field it does not know stays as it is.
 */
const textFields: ReadonlySet<string> = new Set([
  'text',
  'title',
  'label',
  'headline',
  'description',
  'alt',
  'buttonLabel',
  'headerNotice',
  'footerNote',
  'siteName',
  'ogTitle',
  'ogDescription',
  'acceptAllLabel',
  'infoLabel',
  'settingsTitle',
  'saveSelectionLabel',
  'saveAllLabel',
  'navText',
]);

type Entry = Readonly<Record<string, unknown>>;

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Code in rich text (a code block, a text with the `code` mark) is shown as written. */
function isCode(entry: Entry): boolean {
  if (entry.type === 'code_block') return true;
  return (
    entry.type === 'text' &&
    Array.isArray(entry.marks) &&
    entry.marks.some((mark) => isEntry(mark) && mark.type === 'code')
  );
}

/**
 * Where a `name` is a text: a resolved teaser story's (`{ uuid, name, fullSlug, description }`,
 * the title the teaser shows) and a layout category's (`{ name, link, subCategories }`, the
 * navigation's label). Anywhere else a `name` is no text (an unknown block's component name, an
 * emoji's name, a campaign's internal name).
 */
function hasNameText(entry: Entry): boolean {
  return ('uuid' in entry && 'fullSlug' in entry) || 'subCategories' in entry;
}

function setTexts(value: unknown, set: (text: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => setTexts(item, set));
  if (!isEntry(value) || isCode(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([field, entry]) => {
      if (typeof entry !== 'string') return [field, setTexts(entry, set)];
      const isText = textFields.has(field) || (field === 'name' && hasNameText(value));
      return [field, isText ? set(entry) : entry];
    }),
  );
}

/**
 * Parsed CMS content (a story's root block, a block, a layout campaign) with the shop's
 * typography applied to its texts (issue 21, typography per language): in French, the domain's
 * `typographicText` — a no-break space before `: ; ! ?` and inside `« »`, a number kept with its
 * unit (`250 ml`). Only the texts change (`textFields`, rich-text text nodes outside code): never
 * a URL, id, component or asset name, or the rich text's structure. Other languages' content is
 * returned as it is (the same object), so German and Dutch pages stay as their editors wrote
 * them. Applying it twice changes nothing more. The input is not changed.
 *
 * @example
 * typographicContent({ component: 'headline', _uid: 'h', level: 2, text: 'Quel landau choisir ?' }, 'fr');
 * // { component: 'headline', _uid: 'h', level: 2, text: 'Quel landau choisir\u202f?' }
 */
export function typographicContent<Content>(content: Content, language: Language): Content {
  if (language !== 'fr') return content;
  return setTexts(content, (text) => typographicText(text, language)) as Content;
}
