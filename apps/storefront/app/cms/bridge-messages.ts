import type { Story, StoryContent } from '@vitrine/content';

/**
 * The messages Storyblok's visual editor posts into the previewed page, which its bridge turns
 * into events (§2): `input` carries the edited story, `change` and `published` reload.
 */
export type BridgeMessage =
  | { readonly action: 'input'; readonly story: Story }
  | { readonly action: 'change' | 'published'; readonly storyId: number | string };

/** The result of reading the editor's JSON: the story to send, or why there is none. */
export type EditedStory =
  | { readonly kind: 'story'; readonly story: Story }
  | { readonly kind: 'invalidJson' }
  | { readonly kind: 'notABlock' };

/** The story with its content replaced by the editor's JSON, if that is a block. */
export function editedStory(story: Story, json: string): EditedStory {
  let content: unknown;
  try {
    content = JSON.parse(json);
  } catch {
    return { kind: 'invalidJson' };
  }
  if (
    typeof content !== 'object' ||
    content === null ||
    Array.isArray(content) ||
    !('component' in content) ||
    typeof content.component !== 'string' ||
    !('_uid' in content) ||
    typeof content._uid !== 'string'
  ) {
    return { kind: 'notABlock' };
  }
  const block: StoryContent = {
    ...Object.fromEntries(Object.entries(content)),
    component: content.component,
    _uid: content._uid,
  };
  return { kind: 'story', story: { ...story, content: block } };
}
