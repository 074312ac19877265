import { type ContentBlock, parseBlock } from '@vitrine/domain';

/**
 * A story's content read with the domain's content model, as the block views render it: the
 * parsed root block, an unknown root component as the preview notice's block, or null for
 * content that is no block at all. The server reads a page's story with it, so the browser
 * receives blocks it renders as they are and never loads the content model (its Zod schemas);
 * only the CMS preview's bridge loads this module, to read the editor's changes.
 *
 * @example
 * storyBlock({ component: 'headline', text: 'Willkommen' });
 * // { component: 'headline', _uid: '', level: 2, text: 'Willkommen' }
 */
export function storyBlock(content: unknown): ContentBlock | null {
  const parsed = parseBlock(content);
  if (parsed.success) return parsed.block;
  const { issue } = parsed;
  return issue.code === 'unknownComponent'
    ? { component: 'unknown', _uid: issue._uid, name: issue.component }
    : null;
}
