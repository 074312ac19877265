import type { Paint } from './paint';

/**
 * One product kind's drawing on a 600 × 600 canvas, standing on the floor line (y ≈ 500) of
 * the image it is placed in; no background, no shadow, no text. `detail` is the point a close-up
 * view of the gallery zooms in on.
 */
export interface Drawing {
  readonly draw: (paint: Paint) => string;
  readonly detail: readonly [x: number, y: number];
}

/** A filled shape with the outline of its colour (so a white product shows on white). */
export const filled = (fill: string, outline: string, width = 6) =>
  `fill="${fill}" stroke="${outline}" stroke-width="${width}" stroke-linejoin="round"`;

/** A stroke without fill. */
export const line = (color: string, width: number) =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** The same element repeated along x (bars, buttons, stitches). */
export function repeat(count: number, element: (index: number) => string): string {
  return Array.from({ length: count }, (_, index) => element(index)).join('');
}
