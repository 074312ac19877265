import { StoryBlockView } from './block-renderer';
import { editableMarkers } from './editable';
import { storyBlock } from './story-block';

export interface CmsStoryProps {
  /** The story's `content` as the content service sends it (raw JSON). */
  readonly content: unknown;
}

/**
 * The entry of the block library for raw content: renders a story's content (or any block) as
 * the CMS sent it. The content is read with the domain's content model (`storyBlock`); fields
 * an editor got wrong take their defaults, an unknown root or child component becomes the
 * preview notice, and the visual editor's `_editable` markers go onto every block through
 * `storyblokEditable`. Data blocks read what the page resolved through `BlockDataProvider`.
 * The listing and campaign dialogs (§2) open on the page's one dialog stack: a
 * `DialogStackProvider` above the story (the storefront's root, the story frame). A page that
 * read its story on the server renders `StoryBlockView` instead and loads no content model.
 */
export function CmsStory({ content }: CmsStoryProps) {
  return <StoryBlockView block={storyBlock(content)} markers={editableMarkers(content)} />;
}

/** Renders one raw block (a Storyblok `blok`), e.g. inside a page the storefront lays out. */
export function BlockRenderer({ blok }: { readonly blok: unknown }) {
  return <CmsStory content={blok} />;
}
