import { LinkRendererProvider, type RenderLink, UiTextProvider } from '@vitrine/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { CmsFrame } from '../stories/cms-frame';
import { textsIn } from './render';

const page = (...body: unknown[]) => ({ component: 'page', _uid: 'page-1', body });

/** Marks each link it draws, so a test sees which renderer drew it. */
const markedLink: RenderLink = (props) => <a data-renderer="app" {...props} />;

const renderWithLinks = (content: unknown) =>
  renderToString(
    <UiTextProvider i18n={textsIn('de')}>
      <LinkRendererProvider renderLink={markedLink}>
        <CmsFrame content={content} />
      </LinkRendererProvider>
    </UiTextProvider>,
  );

describe("the blocks' links go through the app's one link renderer (useRenderLink)", () => {
  test('a CMS link block', () => {
    const html = renderWithLinks(
      page({
        component: 'link',
        _uid: 'l',
        label: 'Kontakt',
        link: { linktype: 'url', url: '/kontakt' },
      }),
    );
    expect(html).toMatch(/<a data-renderer="app"[^>]*href="\/kontakt\/"/);
  });

  test('a link in rich text', () => {
    const html = renderWithLinks(
      page({
        component: 'richtext',
        _uid: 'r',
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Ratgeber',
                  marks: [{ type: 'link', attrs: { href: '/ratgeber/', linktype: 'url' } }],
                },
              ],
            },
          ],
        },
      }),
    );
    expect(html).toMatch(/<a data-renderer="app"[^>]*href="\/ratgeber\/"/);
  });
});
