import { describe, expect, test } from 'vitest';
import { expireToasts, nextToastExpiry } from './toast-expiry';
import { addToast, emptyToastQueue } from './toast-queue';

const now = 1_700_000_000_000;

const queue = [
  { input: { message: 'a' }, at: now },
  { input: { message: 'b', duration: 1000 }, at: now + 500 },
  { input: { message: 'c' }, at: now + 2000 },
].reduce((toasts, { input, at }) => addToast(toasts, input, at), emptyToastQueue);

const messagesAt = (at: number) => expireToasts(queue, at).toasts.map((toast) => toast.message);

describe('toast timeout (spec §4, §9: 5000 ms)', () => {
  test.each([
    { elapsed: 0, expected: ['a', 'b', 'c'] },
    { elapsed: 1499, expected: ['a', 'b', 'c'] },
    { elapsed: 1500, expected: ['a', 'c'] },
    { elapsed: 4999, expected: ['a', 'c'] },
    { elapsed: 5000, expected: ['c'] },
    { elapsed: 7000, expected: [] },
  ])('after $elapsed ms shows $expected', ({ elapsed, expected }) => {
    expect(messagesAt(now + elapsed)).toEqual(expected);
  });

  test('returns the very same queue when nothing expired', () => {
    expect(expireToasts(queue, now + 10)).toBe(queue);
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'expires nothing on the unusable clock %s',
    (clock) => {
      expect(expireToasts(queue, clock)).toBe(queue);
    },
  );

  test('the next timeout is the earliest one, not the oldest toast', () => {
    expect(nextToastExpiry(queue)).toBe(now + 1500);
  });

  test('the next timeout moves on as toasts expire', () => {
    expect(nextToastExpiry(expireToasts(queue, now + 1500))).toBe(now + 5000);
  });

  test('an empty queue has no next timeout', () => {
    expect(nextToastExpiry(emptyToastQueue)).toBeNull();
  });
});
