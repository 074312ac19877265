import type { ContentBlock } from '@vitrine/domain';

/**
 * A content block (the fallback page of §2 step 3, the no-results and thank-you-expired special
 * contents) is content for a screen of the shop, with no heading of its own: the screen gives
 * it its title as the page heading. Empty for any other story.
 */
export function contentBlockTitle(block: ContentBlock | null): string {
  return block?.component === 'content_block' ? block.title.trim() : '';
}
