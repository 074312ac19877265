import { UiTextProvider } from '@vitrine/ui';
import { renderToString } from 'react-dom/server';
import { type BlockDataMap, BlockDataProvider } from '../block-data';
import { CmsStory } from '../block-renderer';
import { type BlockRenderContextValue, BlockRenderProvider } from '../render-context';

/** Server-renders raw story content as the storefront does, with the given page context. */
export function renderStory(
  content: unknown,
  context: Partial<BlockRenderContextValue> = {},
  data: BlockDataMap = {},
  language: 'de' | 'fr' | 'nl' = 'de',
): string {
  return renderToString(
    <UiTextProvider language={language}>
      <BlockRenderProvider value={context}>
        <BlockDataProvider data={data}>
          <CmsStory content={content} />
        </BlockDataProvider>
      </BlockRenderProvider>
    </UiTextProvider>,
  );
}
