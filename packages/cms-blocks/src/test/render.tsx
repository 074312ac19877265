import type { Language } from '@vitrine/domain';
import { createI18nInstance, UiTextProvider, uiMessages, uiNamespace } from '@vitrine/ui';
import { renderToString } from 'react-dom/server';
import type { BlockDataMap } from '../block-data';
import { cmsMessages, cmsNamespace } from '../i18n/catalogues';
import type { BlockRenderContextValue } from '../render-context';
import { CmsFrame } from '../stories/cms-frame';

const instances = new Map<Language, ReturnType<typeof createI18nInstance>>();

/** The i18next instance of a language with the `ui` and `cms` namespaces, as the storefront's. */
export function textsIn(language: Language) {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18nInstance(language, {
      [uiNamespace]: uiMessages[language],
      [cmsNamespace]: cmsMessages[language],
    });
    instances.set(language, instance);
  }
  return instance;
}

const emptyDialogLayer = '<div data-slot="dialog-layer"></div>';

/**
 * Server-renders raw story content as the storefront does, with the given page context (and,
 * like the storefront's root, one dialog stack around it).
 */
export function renderStory(
  content: unknown,
  context: Partial<BlockRenderContextValue> = {},
  data: BlockDataMap = {},
  language: Language = 'de',
): string {
  const html = renderToString(
    <UiTextProvider i18n={textsIn(language)}>
      <CmsFrame content={content} data={data} context={context} />
    </UiTextProvider>,
  );
  // The stack's empty layer is the page's, not the story's: the HTML is what the story rendered.
  return html.replace(emptyDialogLayer, '');
}
