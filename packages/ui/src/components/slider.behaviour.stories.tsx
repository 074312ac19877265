import type { Meta, StoryObj } from '@storybook/react-vite';
import { sliderAutoplayDelay } from '@vitrine/domain/slider';
import { expect, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { sliderProducts } from '../stories/fixtures';
import { Slider } from './slider';
import { type ProductSliderArgs, sliderStoryMeta } from './slider.story-kit';

/**
 * Behaviour of Slider: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Catalog/Slider/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: documents<ProductSliderArgs>(Slider),
  ...sliderStoryMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<ProductSliderArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentBullet = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="slider-bullet"][aria-current="true"]');

/** Keyboard only: Tab reaches the slides and controls; arrows, Page keys and End move. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: sliderProducts[0].name })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(1));
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(currentBullet(canvasElement)).toBe(
        [...canvasElement.querySelectorAll('[data-slot="slider-bullet"]')].at(-1),
      ),
    );
    const previous = canvas.getByRole('button', { name: de.slider.previous });
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: de.slider.next })).toHaveAttribute(
        'aria-disabled',
        'false',
      ),
    );
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
    // The first position is reached: previous stays focused and does nothing more.
    await userEvent.keyboard('{Enter}');
    await expect(previous).toHaveFocus();
  },
};

/** §9: autoplay moves on after 3000 ms and the active bullet shows the progress. */
export const Autoplay: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement, args }) => {
    const slider = canvasElement.querySelector('[data-slot="slider"]');
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      // §4: no autoplay under reduced motion.
      await expect(slider).toHaveAttribute('data-autoplay', 'off');
      return;
    }
    await expect(slider).toHaveAttribute('data-autoplay', 'playing');
    await expect(canvasElement.querySelector('[data-slot="slider-bullet-progress"]')).toHaveStyle({
      '--bullet-duration': '3310ms',
    });
    await waitFor(() => expect(args.onSlideChange).toHaveBeenCalledWith(1), {
      timeout: sliderAutoplayDelay * 3,
    });
  },
};

/** The pause button stops autoplay for good (WCAG 2.2.2); play starts it again. */
export const AutoplayPaused: Story = {
  args: { autoplay: true },
  play: async ({ canvas, canvasElement }) => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const pause = canvas.getByRole('button', { name: de.slider.pause });
    pause.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: de.slider.play })).toHaveFocus();
    pause.blur();
    await expect(canvasElement.querySelector('[data-slot="slider"]')).toHaveAttribute(
      'data-autoplay',
      'paused',
    );
  },
};

/**
 * Answers `(prefers-reduced-motion: reduce)` as the shopper's setting would, for one story;
 * every other media query goes to the browser.
 */
function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
    const list = {
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  };
  return () => {
    window.matchMedia = original;
  };
}

/** §4, §9: under reduced motion a slider asked to autoplay stays still and has no pause button. */
export const AutoplayUnderReducedMotion: Story = {
  args: { autoplay: true },
  beforeEach: preferReducedMotion,
  play: async ({ canvas, canvasElement, args }) => {
    const slider = canvasElement.querySelector('[data-slot="slider"]');
    await expect(slider).toHaveAttribute('data-autoplay', 'off');
    await expect(canvas.queryByRole('button', { name: de.slider.pause })).toBeNull();
    await new Promise((resolve) => window.setTimeout(resolve, sliderAutoplayDelay + 500));
    await expect(args.onSlideChange).not.toHaveBeenCalled();
  },
};
