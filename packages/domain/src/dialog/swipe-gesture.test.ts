import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  moveSwipe,
  type SwipePoint,
  startSwipe,
  swipeClosesDialog,
  swipeDownDistance,
} from './swipe-gesture';

const swipe = (...points: [SwipePoint, ...SwipePoint[]]) => {
  const [first, ...rest] = points;
  return rest.reduce(moveSwipe, startSwipe(first));
};

describe('dialog swipe gesture (spec §4, §9: detection 10 px, close over 70 px)', () => {
  test.each([
    { to: { x: 0, y: 9 }, expected: 'undecided' },
    { to: { x: 9, y: -9 }, expected: 'undecided' },
    { to: { x: 0, y: 10 }, expected: 'vertical' },
    { to: { x: 3, y: -10 }, expected: 'vertical' },
    { to: { x: 10, y: 0 }, expected: 'horizontal' },
    { to: { x: -11, y: 4 }, expected: 'horizontal' },
    { to: { x: 12, y: 12 }, expected: 'horizontal' },
  ])('classifies a move to $to as $expected', ({ to, expected }) => {
    expect(swipe({ x: 0, y: 0 }, to).axis).toBe(expected);
  });

  test('keeps the axis once decided, even when the finger turns', () => {
    const gesture = swipe({ x: 100, y: 100 }, { x: 101, y: 115 }, { x: 300, y: 120 });
    expect(gesture.axis).toBe('vertical');
    expect(swipeDownDistance(gesture)).toBe(20);
  });

  test('a sideways drag never pulls the dialog down', () => {
    const gesture = swipe({ x: 0, y: 0 }, { x: 20, y: 5 }, { x: 25, y: 200 });
    expect(gesture.axis).toBe('horizontal');
    expect(swipeDownDistance(gesture)).toBe(0);
  });

  test.each<{ points: [SwipePoint, ...SwipePoint[]]; expected: number }>([
    {
      points: [
        { x: 0, y: 0 },
        { x: 0, y: 5 },
      ],
      expected: 0,
    },
    {
      points: [
        { x: 0, y: 0 },
        { x: 0, y: 71 },
      ],
      expected: 71,
    },
    {
      points: [
        { x: 0, y: 50 },
        { x: 0, y: 30 },
      ],
      expected: 0,
    },
    {
      points: [
        { x: 0, y: 50 },
        { x: 0, y: 70 },
        { x: 0, y: 40 },
      ],
      expected: 0,
    },
    {
      points: [
        { x: 0, y: 50 },
        { x: 0, y: 70 },
        { x: 0, y: 62 },
      ],
      expected: 12,
    },
  ])('pulls the dialog down by $expected px along $points', ({ points, expected }) => {
    expect(swipeDownDistance(swipe(...points))).toBe(expected);
  });

  test.each([
    { start: { x: Number.NaN, y: Number.NaN }, to: { x: 0, y: 80 } },
    { start: { x: 0, y: 0 }, to: { x: Number.POSITIVE_INFINITY, y: 80 } },
  ])('treats coordinates the browser could not give as 0: $start → $to', ({ start, to }) => {
    const gesture = swipe(start, to);
    expect(gesture.axis).toBe('vertical');
    expect(swipeDownDistance(gesture)).toBe(80);
  });

  test('an undefined or horizontal axis stays at 0 for any point', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), (x, y) => {
        expect(swipeDownDistance(swipe({ x: 0, y: 0 }, { x, y }))).toBe(0);
      }),
    );
  });

  test.each([
    { distance: 70, expected: false },
    { distance: 70.5, expected: true },
    { distance: 71, expected: true },
    { distance: 500, expected: true },
    { distance: 0, expected: false },
    { distance: -100, expected: false },
    { distance: Number.NaN, expected: false },
    { distance: Number.POSITIVE_INFINITY, expected: false },
  ])('a swipe of $distance px closes: $expected', ({ distance, expected }) => {
    expect(swipeClosesDialog(distance)).toBe(expected);
  });
});
