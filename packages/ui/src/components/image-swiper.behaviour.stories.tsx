import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { productImages } from '../stories/fixtures';
import { ImageSwiper } from './image-swiper';
import { imageSwiperStoryMeta } from './image-swiper.story-kit';

/**
 * Behaviour of ImageSwiper: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Catalog/ImageSwiper/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: ImageSwiper,
  ...imageSwiperStoryMeta,
} satisfies Meta<typeof ImageSwiper>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentDot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="image-swiper-dot"][aria-current="true"]');

/**
 * The first image loads with the page; the others once the shopper turns to the swiper (the
 * pointer over it, a touch or the focus), so a listing does not fetch every product picture.
 */
export const OtherImagesOnDemand: Story = {
  play: async ({ canvasElement }) => {
    const swiper = canvasElement.querySelector<HTMLElement>('[data-slot="image-swiper"]');
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
    if (swiper !== null) await userEvent.hover(swiper);
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('img')).toHaveLength(productImages.length),
    );
  },
};

/** Keyboard only: the next button, the dots and the arrow keys change the image. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const next = canvas.getByRole('button', { name: de.imageSwiper.next });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(currentDot(canvasElement)).toHaveAccessibleName(
        interpolate(de.imageSwiper.goTo, { index: 2, count: 4 }),
      ),
    );
    await expect(args.onImageChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onImageChange).toHaveBeenLastCalledWith(2));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(args.onImageChange).toHaveBeenLastCalledWith(0));
    const lastDot = canvas.getByRole('button', {
      name: interpolate(de.imageSwiper.goTo, { index: 4, count: 4 }),
    });
    lastDot.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(lastDot).toHaveAttribute('aria-current', 'true'));
  },
};

/** §2: under 768 px the swiper loops: "previous" on the first image shows the last one. */
export const MobileLoops: Story = {
  globals: { viewport: { value: 'xs' } },
  args: { className: 'w-[300px]', width: 300, height: 300 },
  play: async ({ canvas, canvasElement, args }) => {
    const swiper = canvasElement.querySelector('[data-slot="image-swiper"]');
    await waitFor(() =>
      expect(swiper).toHaveAttribute('data-loop', String(window.innerWidth < 768)),
    );
    if (window.innerWidth >= 768) return;
    const previous = canvas.getByRole('button', { name: de.imageSwiper.previous });
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onImageChange).toHaveBeenLastCalledWith(3));
  },
};
