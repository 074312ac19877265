import type { Story } from '@vitrine/content';
import * as React from 'react';
import type { PageStory } from './cms-page.server';

/** The part of Storyblok's bridge (`window.StoryblokBridge`) the storefront uses. */
interface StoryblokBridge {
  on(event: string | readonly string[], callback: (payload?: BridgeEvent) => void): void;
}

interface BridgeEvent {
  readonly action?: string;
  readonly story?: unknown;
}

type StoryblokBridgeConstructor = new (config?: Record<string, unknown>) => StoryblokBridge;

/**
 * The constructor `/sbBridge.js` puts on `window`. Read through a narrow view of `window`
 * rather than a global declaration, which `@storyblok/js` makes with its own types.
 */
function loadedBridge(): StoryblokBridgeConstructor | undefined {
  return (window as unknown as { readonly StoryblokBridge?: StoryblokBridgeConstructor })
    .StoryblokBridge;
}

/** The path the server serves the bridge under (§2 static scripts). */
export const bridgeScriptPath = '/sbBridge.js';

let bridge: Promise<StoryblokBridge> | null = null;
let onInput: ((story: Story) => void) | null = null;

function isStory(value: unknown): value is Story {
  return (
    typeof value === 'object' &&
    value !== null &&
    'content' in value &&
    typeof value.content === 'object' &&
    value.content !== null &&
    'id' in value
  );
}

/** Whether the page is framed by a page of its own origin: the local preview, not Storyblok. */
function framedBySameOrigin(): boolean {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Loads `/sbBridge.js` once and connects it: `input` events replace the story in place,
 * `published` and `change` reload the page (§2). One bridge per page load — the bridge
 * initialises only once — whose input goes to the story shown now.
 */
function connectBridge(): Promise<StoryblokBridge> {
  bridge ??= new Promise<StoryblokBridge>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = bridgeScriptPath;
    script.async = true;
    script.onload = () => {
      const Bridge = loadedBridge();
      if (!Bridge) {
        reject(new Error('The Storyblok bridge did not load'));
        return;
      }
      // In the local preview the editor is this origin; Storyblok's editor is the default.
      const instance = new Bridge(
        framedBySameOrigin() ? { customParent: window.location.origin } : {},
      );
      instance.on('input', (event) => {
        if (isStory(event?.story)) onInput?.(event.story);
      });
      instance.on(['published', 'change'], () => window.location.reload());
      // Tells the editor's page (and its tests) that edits are now shown as they are sent.
      document.documentElement.dataset.cmsBridge = 'ready';
      resolve(instance);
    };
    // §8: an editor bridge load error rejects.
    script.onerror = () => reject(new Error(`${bridgeScriptPath} could not be loaded`));
    document.body.appendChild(script);
  });
  return bridge;
}

/**
 * An edited story as the page renders it: its root block read with the content model, which
 * only the preview loads (its module and schemas are a chunk of their own).
 */
async function editedPageStory(edited: Story): Promise<PageStory> {
  const { storyBlock } = await import('@vitrine/cms-blocks/story-block');
  const { id, uuid, name, full_slug, content } = edited;
  return { id, uuid, name, full_slug, content, block: storyBlock(content) };
}

/**
 * The story to render: the loaded one, replaced by each `input` event of the CMS editor for
 * this story while the page is in preview. Without preview, the loaded story as it is.
 */
export function useLivePreviewStory(story: PageStory, preview: boolean): PageStory {
  const [live, setLive] = React.useState<PageStory>(story);
  React.useEffect(() => setLive(story), [story]);
  React.useEffect(() => {
    if (!preview) return;
    // Edits arrive faster than their module may load: the last one sent is the one shown.
    let latest = 0;
    onInput = (edited) => {
      if (String(edited.id) !== String(story.id)) return;
      const sent = ++latest;
      editedPageStory(edited)
        .then((next) => {
          if (sent === latest) setLive(next);
        })
        .catch((error: unknown) => console.error(error));
    };
    connectBridge().catch((error: unknown) => console.error(error));
    return () => {
      onInput = null;
      latest = -1;
    };
  }, [preview, story.id]);
  return live;
}
