import type { Story } from '@vitrine/content';
import type { CmsPageData } from './cms-page.server';

export interface CmsStoryViewProps {
  readonly story: Story;
  readonly page: Pick<CmsPageData, 'preview' | 'currentUrl'>;
}

/** INTERIM until @vitrine/cms-blocks exports its renderer: the story's name only. */
export function CmsStoryView({ story }: CmsStoryViewProps) {
  return <h1 className="px-4 py-8 font-display text-3xl">{story.name}</h1>;
}
