import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CmsFixtureArgs } from '../stories/cms-frame';
import { fixtureMeta } from '../stories/fixture-meta';

const page = (...body: readonly unknown[]) => ({ component: 'page', _uid: 'story-page', body });

/** A guide page of the demo space: image, rich text, teasers and a recommendation slot. */
const meta = {
  title: 'CMS/Guide',
  ...fixtureMeta({ fixture: 'baby-de-de-kinderwagen-kaufen' }, 'mx-auto max-w-4xl p-4'),
} satisfies Meta<CmsFixtureArgs>;

export default meta;
type Story = StoryObj<CmsFixtureArgs>;

export const GuidePage: Story = {};

/** The editor's image options reach the image service on every candidate. */
export const ImageWithOptions: Story = {
  args: {
    content: page({
      component: 'image',
      _uid: 'image-options',
      asset: {
        filename: '/_content/assets/nido/startseite.png',
        alt: 'Kinderzimmer in warmem Licht',
      },
      blur: '20',
      brightness: '70',
      rotate: '180',
      format: 'png',
    }),
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Kinderzimmer in warmem Licht' });
    const src = image.getAttribute('src') ?? '';
    for (const option of ['blur=20', 'brightness=70', 'rotate=180', 'format=png', 'quality=70']) {
      await expect(src).toContain(option);
    }
  },
};

/** Hostile rich text: the script stays text, the javascript: link loses its mark. */
export const SanitisedRichText: Story = {
  args: {
    content: page({
      component: 'richtext',
      _uid: 'hostile',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            attrs: { onclick: 'alert(1)' },
            content: [
              { type: 'text', text: '<script>alert(1)</script> ' },
              {
                type: 'text',
                text: 'Zum Ratgeber',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('[onclick]')).toBeNull();
  },
};
