import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { loadingIndicator, loadingProgressCap } from './loading-indicator';

const start = 1_700_000_000_000;

describe('loading indicator (spec §9: throttle 200 ms, duration 2000 ms)', () => {
  test.each([
    { finishedAt: null, elapsed: 0, expected: { phase: 'throttled', visible: false, progress: 0 } },
    {
      finishedAt: null,
      elapsed: 199,
      expected: { phase: 'throttled', visible: false, progress: 0 },
    },
    {
      finishedAt: null,
      elapsed: 200,
      expected: { phase: 'visible', visible: true, progress: 0.1 },
    },
    {
      finishedAt: null,
      elapsed: 1000,
      expected: { phase: 'visible', visible: true, progress: 0.5 },
    },
    {
      finishedAt: null,
      elapsed: 1980,
      expected: { phase: 'visible', visible: true, progress: 0.99 },
    },
    {
      finishedAt: null,
      elapsed: 2000,
      expected: { phase: 'visible', visible: true, progress: 0.99 },
    },
    {
      finishedAt: null,
      elapsed: 60_000,
      expected: { phase: 'visible', visible: true, progress: 0.99 },
    },
    { finishedAt: 150, elapsed: 150, expected: { phase: 'finished', visible: false, progress: 1 } },
    {
      finishedAt: 150,
      elapsed: 120,
      expected: { phase: 'throttled', visible: false, progress: 0 },
    },
    { finishedAt: 900, elapsed: 900, expected: { phase: 'finished', visible: false, progress: 1 } },
    {
      finishedAt: 900,
      elapsed: 500,
      expected: { phase: 'visible', visible: true, progress: 0.25 },
    },
  ])(
    'work finishing at +$finishedAt ms, seen at +$elapsed ms, is $expected.phase',
    ({ finishedAt, elapsed, expected }) => {
      expect(
        loadingIndicator({
          startedAt: start,
          finishedAt: finishedAt === null ? null : start + finishedAt,
          now: start + elapsed,
        }),
      ).toEqual(expected);
    },
  );

  test('work shorter than the throttle is never shown, whenever it is looked at', () => {
    fc.assert(
      fc.property(fc.nat(199), fc.nat(10_000), (length, elapsed) => {
        const state = loadingIndicator({
          startedAt: start,
          finishedAt: start + length,
          now: start + elapsed,
        });
        expect(state.visible).toBe(false);
      }),
    );
  });

  test('progress never runs backwards and stays below the end while running', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (first, second) => {
        const [earlier, later] = first <= second ? [first, second] : [second, first];
        const at = (elapsed: number) =>
          loadingIndicator({ startedAt: start, finishedAt: null, now: start + elapsed }).progress;
        expect(at(earlier)).toBeLessThanOrEqual(at(later));
        expect(at(later)).toBeLessThanOrEqual(loadingProgressCap);
      }),
    );
  });

  test('a finish before the start belongs to earlier work, so the new work is running', () => {
    expect(
      loadingIndicator({ startedAt: start, finishedAt: start - 5000, now: start + 400 }),
    ).toEqual({ phase: 'visible', visible: true, progress: 0.2 });
  });

  test.each([
    { startedAt: null, now: start },
    { startedAt: undefined, now: start },
    { startedAt: Number.NaN, now: start },
    { startedAt: start, now: Number.NaN },
    { startedAt: start, now: start - 1 },
    { startedAt: Number.POSITIVE_INFINITY, now: start },
  ])('is idle without a usable start or clock: $startedAt at $now', (input) => {
    expect(loadingIndicator(input)).toEqual({ phase: 'idle', visible: false, progress: 0 });
  });

  test('an unusable finish time is ignored', () => {
    expect(
      loadingIndicator({ startedAt: start, finishedAt: Number.NaN, now: start + 1000 }).phase,
    ).toBe('visible');
  });

  test.each([
    { throttle: 0, duration: 1000, elapsed: 0, expected: { visible: true, progress: 0 } },
    { throttle: 500, duration: 1000, elapsed: 400, expected: { visible: false, progress: 0 } },
    { throttle: 100, duration: 0, elapsed: 100, expected: { visible: true, progress: 0.99 } },
    {
      throttle: -1,
      duration: Number.NaN,
      elapsed: 200,
      expected: { visible: true, progress: 0.1 },
    },
    { throttle: Number.NaN, duration: -5, elapsed: 199, expected: { visible: false, progress: 0 } },
  ])(
    'takes throttle $throttle and duration $duration, falling back to 200 and 2000 when unusable',
    ({ throttle, duration, elapsed, expected }) => {
      expect(
        loadingIndicator({ startedAt: start, now: start + elapsed, throttle, duration }),
      ).toMatchObject(expected);
    },
  );
});
