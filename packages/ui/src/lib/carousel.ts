import { slideIndexForKey } from '@vitrine/domain/slider';
import type * as React from 'react';

/**
 * Embla's `duration` is not in milliseconds: it is the number of frames-worth of easing of
 * its scroll physics, and its default of 25 settles in about 300 ms. The spec gives the
 * speed in ms (§9: 300; 0 under reduced motion), so this converts; 0 stays 0 (a jump).
 */
export function emblaDuration(speedMs: number): number {
  return speedMs > 0 ? Math.max(1, Math.round(speedMs / 12)) : 0;
}

/**
 * Arrow, Page and Home/End keys move a carousel (the domain's `slideIndexForKey`); returns
 * the index to go to, or null to leave the key to the browser. The caller clamps it to the
 * positions its carousel really has.
 */
export function carouselKeyTarget(
  event: React.KeyboardEvent,
  selectedIndex: number,
  layout: { slideCount: number; slidesPerView: number; loop?: boolean },
): number | null {
  // Keys typed into a field inside a slide belong to that field.
  const target = event.target as HTMLElement;
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return null;
  return slideIndexForKey(event.key, selectedIndex, layout);
}
