import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useUiText } from '../i18n/ui-text';
import type { StoryArgs } from '../stories/documents';
import { sliderProducts } from '../stories/fixtures';
import { Image } from './image';
import { Slider, type SliderProps } from './slider';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

function ProductSlide({ product }: { product: (typeof sliderProducts)[number] }) {
  return (
    <a
      href={`#${product.id}`}
      className="block rounded-card p-1 outline-none focus-visible:ring-3 focus-visible:ring-focus"
    >
      <Image
        src={product.image}
        alt=""
        width={200}
        height={200}
        className="w-full"
        rounded="card"
      />
      <span className="mt-2 block text-sm font-semibold">{product.name}</span>
    </a>
  );
}

export type ProductSliderArgs = StoryArgs<SliderProps, 'label' | 'children', { count?: number }>;

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const sliderStoryMeta = {
  args: { count: sliderProducts.length, onSlideChange: fn() },
  argTypes: {
    count: { control: { type: 'range', min: 0, max: sliderProducts.length, step: 1 } },
    children: { control: false },
  },
  // The recommendation slider as the storefront fills it with `count` products; the label
  // comes from the catalogue in the story's language unless the label control says otherwise.
  render: function ProductSlider({ label, children, count, ...args }) {
    const { t } = useUiText();
    return (
      <Slider label={label || t('actions.showMore')} {...args}>
        {children ??
          sliderProducts
            .slice(0, count)
            .map((product) => <ProductSlide key={product.id} product={product} />)}
      </Slider>
    );
  },
} satisfies Partial<Meta<ProductSliderArgs>>;
