import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addToast, dismissToast, emptyToastQueue, type ToastInput } from './toast-queue';
import { toastLimit } from './toast-settings';

const now = 1_700_000_000_000;

const addAll = (inputs: readonly ToastInput[]) =>
  inputs.reduce((queue, input) => addToast(queue, input, now), emptyToastQueue);

describe('toast queue (spec §4, §9)', () => {
  test.each([
    { variant: 'info', expected: 'info' },
    { variant: 'success', expected: 'success' },
    { variant: 'warning', expected: 'warning' },
    { variant: 'error', expected: 'error' },
    { variant: undefined, expected: 'info' },
    { variant: 'danger', expected: 'info' },
    { variant: '', expected: 'info' },
  ] as const)('adds a toast of style $variant as $expected', ({ variant, expected }) => {
    const queue = addToast(
      emptyToastQueue,
      { message: 'basket.addedToCart', variant: variant as ToastInput['variant'] },
      now,
    );
    expect(queue.toasts).toEqual([
      {
        id: 'toast-1',
        variant: expected,
        message: 'basket.addedToCart',
        values: {},
        shownAt: now,
        expiresAt: now + 5000,
      },
    ]);
  });

  test('keeps the message values for translation', () => {
    const queue = addToast(
      emptyToastQueue,
      { variant: 'success', message: 'voucher.activated', values: { code: 'SOMMER24' } },
      now,
    );
    expect(queue.toasts[0]?.values).toEqual({ code: 'SOMMER24' });
  });

  test.each([
    { duration: 8000, expected: 8000 },
    { duration: 1, expected: 1 },
    { duration: 0, expected: 5000 },
    { duration: -100, expected: 5000 },
    { duration: Number.NaN, expected: 5000 },
    { duration: Number.POSITIVE_INFINITY, expected: 5000 },
    { duration: undefined, expected: 5000 },
  ])('times a toast out after $expected ms when asked for $duration', ({ duration, expected }) => {
    const queue = addToast(emptyToastQueue, { message: 'account.deleted', duration }, now);
    expect(queue.toasts[0]?.expiresAt).toBe(now + expected);
  });

  test.each([
    { message: '' },
    { message: '   ' },
    { message: undefined as unknown as string },
    { message: 42 as unknown as string },
  ])('adds nothing without a message key: $message', (input) => {
    expect(addToast(emptyToastQueue, input, now)).toBe(emptyToastQueue);
  });

  test('trims the message key', () => {
    expect(
      addToast(emptyToastQueue, { message: ' account.deleted ' }, now).toasts[0]?.message,
    ).toBe('account.deleted');
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY])('a clock of %s counts as 0', (clock) => {
    expect(
      addToast(emptyToastQueue, { message: 'account.deleted' }, clock).toasts[0],
    ).toMatchObject({ shownAt: 0, expiresAt: 5000 });
  });

  test('gives every toast its own id, newest last', () => {
    const queue = addAll([{ message: 'a' }, { message: 'b' }, { message: 'c' }]);
    expect(queue.toasts.map((toast) => toast.id)).toEqual(['toast-1', 'toast-2', 'toast-3']);
    expect(queue.nextId).toBe(4);
  });

  describe('the same message again', () => {
    test('is moved to the newest place with a fresh timeout and its id kept', () => {
      const first = addAll([
        { message: 'basket.addToCartFailed', variant: 'error' },
        { message: 'b' },
      ]);
      const queue = addToast(
        first,
        { message: 'basket.addToCartFailed', variant: 'error' },
        now + 3000,
      );
      expect(queue.toasts.map((toast) => toast.id)).toEqual(['toast-2', 'toast-1']);
      expect(queue.toasts[1]).toMatchObject({ shownAt: now + 3000, expiresAt: now + 8000 });
      expect(queue.nextId).toBe(3);
    });

    test.each<{ second: ToastInput }>([
      { second: { message: 'voucher.activated', variant: 'success', values: { code: 'B' } } },
      { second: { message: 'voucher.activated', variant: 'info', values: { code: 'A' } } },
      { second: { message: 'voucher.activated', variant: 'success', values: {} } },
      {
        second: {
          message: 'voucher.activated',
          variant: 'success',
          values: { code: 'A', extra: 1 },
        },
      },
    ])('differing in style or values is a new toast: $second', ({ second }) => {
      const first: ToastInput = {
        message: 'voucher.activated',
        variant: 'success',
        values: { code: 'A' },
      };
      expect(addAll([first, second]).toasts).toHaveLength(2);
    });
  });

  describe('at most 20', () => {
    test('the 21st toast drops the oldest', () => {
      const inputs = Array.from({ length: 21 }, (_, index) => ({ message: `message.${index}` }));
      const queue = addAll(inputs);
      expect(queue.toasts).toHaveLength(20);
      expect(queue.toasts[0]?.message).toBe('message.1');
      expect(queue.toasts.at(-1)?.message).toBe('message.20');
    });

    test('never keeps more than 20, and always keeps the newest', () => {
      fc.assert(
        fc.property(
          fc.array(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 60 }),
          (keys) => {
            const inputs = keys.map((key) => ({ message: `k${key}` }));
            const queue = addAll(inputs);
            expect(queue.toasts.length).toBeLessThanOrEqual(toastLimit);
            const last = inputs.at(-1);
            if (last !== undefined) expect(queue.toasts.at(-1)?.message).toBe(last.message.trim());
            expect(new Set(queue.toasts.map((toast) => toast.id)).size).toBe(queue.toasts.length);
          },
        ),
      );
    });
  });

  describe('dismissing by click, close button or swipe', () => {
    test('removes only that toast', () => {
      const queue = dismissToast(addAll([{ message: 'a' }, { message: 'b' }]), 'toast-1');
      expect(queue.toasts.map((toast) => toast.message)).toEqual(['b']);
    });

    test.each(['toast-9', '', 'TOAST-1'])(
      'leaves the queue as it is for the unknown id "%s"',
      (id) => {
        const queue = addAll([{ message: 'a' }]);
        expect(dismissToast(queue, id)).toBe(queue);
      },
    );

    test('does not reuse the id of a dismissed toast', () => {
      const queue = addToast(
        dismissToast(addAll([{ message: 'a' }]), 'toast-1'),
        { message: 'b' },
        now,
      );
      expect(queue.toasts[0]?.id).toBe('toast-2');
    });
  });
});
