import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import type { DialogEntryInput } from './dialog-entry';
import { isDialogOpen } from './dialog-stack';
import { type DialogStackEvent, dialogStackMachine } from './dialog-stack-machine';

const opened = (input: DialogEntryInput): DialogStackEvent => ({ type: 'dialog.opened', ...input });

/** Starts the machine, records its emitted focus requests and sends the events in order. */
const run = (...events: DialogStackEvent[]) => {
  const actor = createActor(dialogStackMachine).start();
  const focusRequests: string[] = [];
  actor.on('dialog.focusReturnRequested', ({ elementId }) => focusRequests.push(elementId));
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  return {
    state: snapshot.value,
    open: snapshot.context.dialogs.map((dialog) => dialog.id),
    scrollLocked: snapshot.context.scrollLocked,
    focusReturnTarget: snapshot.context.focusReturnTarget,
    focusRequests,
    context: snapshot.context,
  };
};

describe('dialog stack machine (spec §4, §9)', () => {
  test('given no dialog, all are closed and the page scrolls', () => {
    expect(run()).toMatchObject({ state: 'allClosed', open: [], scrollLocked: false });
  });

  test('opening a dialog shows it and locks page scrolling', () => {
    const result = run(opened({ id: 'country-picker', position: 'right' }));
    expect(result).toMatchObject({
      state: 'dialogOpen',
      open: ['country-picker'],
      scrollLocked: true,
    });
    expect(result.context.dialogs[0]).toEqual({
      id: 'country-picker',
      position: 'right',
      modal: false,
      returnFocusTo: null,
    });
    expect(isDialogOpen(result.context.dialogs, 'country-picker')).toBe(true);
  });

  test.each([
    { sequence: ['filter', 'sort'], expected: ['filter', 'sort'] },
    { sequence: ['filter', 'sort', 'filter'], expected: ['sort', 'filter'] },
  ])('the latest opened is on top: $sequence', ({ sequence, expected }) => {
    expect(run(...sequence.map((id) => opened({ id }))).open).toEqual(expected);
  });

  test.each([
    { input: { id: '' } },
    { input: { id: '   ' } },
    { input: { id: undefined as unknown as string } },
  ])('ignores an open without a usable id: $input', ({ input }) => {
    expect(run(opened(input))).toMatchObject({ state: 'allClosed', open: [], scrollLocked: false });
    expect(run(opened({ id: 'sort' }), opened(input)).open).toEqual(['sort']);
  });

  describe('closing by id (the model value becomes false)', () => {
    test('closing the last dialog unlocks scrolling and returns focus', () => {
      const result = run(opened({ id: 'sort', returnFocusTo: 'sort-button' }), {
        type: 'dialog.closed',
        id: 'sort',
      });
      expect(result).toMatchObject({
        state: 'allClosed',
        open: [],
        scrollLocked: false,
        focusReturnTarget: 'sort-button',
        focusRequests: ['sort-button'],
      });
    });

    test('closing a dialog below the top keeps focus in the topmost one', () => {
      const result = run(
        opened({ id: 'filter', returnFocusTo: 'filter-button' }),
        opened({ id: 'sort', returnFocusTo: 'sort-button' }),
        { type: 'dialog.closed', id: 'filter' },
      );
      expect(result).toMatchObject({
        state: 'dialogOpen',
        open: ['sort'],
        scrollLocked: true,
        focusReturnTarget: null,
        focusRequests: [],
      });
    });

    test('closing the topmost of two leaves the page locked and returns focus', () => {
      const result = run(
        opened({ id: 'product-popup' }),
        opened({ id: 'attribute-picker', returnFocusTo: 'size-select' }),
        { type: 'dialog.closed', id: 'attribute-picker' },
      );
      expect(result).toMatchObject({
        state: 'dialogOpen',
        open: ['product-popup'],
        scrollLocked: true,
        focusReturnTarget: 'size-select',
        focusRequests: ['size-select'],
      });
    });

    test('a dialog without a focus return id asks for no focus', () => {
      const result = run(opened({ id: 'sort' }), { type: 'dialog.closed', id: 'sort' });
      expect(result).toMatchObject({ focusReturnTarget: null, focusRequests: [] });
    });

    test.each([{ id: 'filter' }, { id: '' }, { id: 'SORT' }])(
      'closing $id, which is not open, changes nothing',
      ({ id }) => {
        const result = run(opened({ id: 'sort' }), { type: 'dialog.closed', id });
        expect(result).toMatchObject({ state: 'dialogOpen', open: ['sort'], focusRequests: [] });
      },
    );

    test('closing while nothing is open stays all closed', () => {
      expect(run({ type: 'dialog.closed', id: 'sort' })).toMatchObject({ state: 'allClosed' });
    });

    test('opening clears the previous focus return target, since focus moves into the dialog', () => {
      const result = run(
        opened({ id: 'sort', returnFocusTo: 'sort-button' }),
        { type: 'dialog.closed', id: 'sort' },
        opened({ id: 'filter' }),
      );
      expect(result.focusReturnTarget).toBeNull();
    });

    test('the same dialog closed twice asks for focus twice', () => {
      const cycle: DialogStackEvent[] = [
        opened({ id: 'sort', returnFocusTo: 'sort-button' }),
        { type: 'dialog.closed', id: 'sort' },
      ];
      expect(run(...cycle, ...cycle).focusRequests).toEqual(['sort-button', 'sort-button']);
    });
  });

  describe('escape', () => {
    test('closes the topmost dialog only', () => {
      const result = run(
        opened({ id: 'filter' }),
        opened({ id: 'sort', returnFocusTo: 'sort-button' }),
        { type: 'dialog.escapePressed' },
      );
      expect(result).toMatchObject({ open: ['filter'], focusRequests: ['sort-button'] });
    });

    test('closes dialog after dialog when pressed repeatedly', () => {
      const result = run(
        opened({ id: 'filter' }),
        opened({ id: 'sort' }),
        { type: 'dialog.escapePressed' },
        { type: 'dialog.escapePressed' },
      );
      expect(result).toMatchObject({ state: 'allClosed', open: [], scrollLocked: false });
    });

    test('does not close a modal topmost dialog, nor the one beneath it', () => {
      const result = run(opened({ id: 'filter' }), opened({ id: 'delete-account', modal: true }), {
        type: 'dialog.escapePressed',
      });
      expect(result).toMatchObject({ open: ['filter', 'delete-account'], scrollLocked: true });
    });

    test('closes a non-modal dialog above a modal one', () => {
      const result = run(
        opened({ id: 'consent-banner', modal: true }),
        opened({ id: 'password-guide' }),
        { type: 'dialog.escapePressed' },
      );
      expect(result.open).toEqual(['consent-banner']);
    });

    test('does nothing while all are closed', () => {
      expect(run({ type: 'dialog.escapePressed' })).toMatchObject({ state: 'allClosed' });
    });
  });

  describe('swipe down', () => {
    test.each([
      { distance: 71, expected: [] },
      { distance: 200, expected: [] },
      { distance: 70, expected: ['mobile-navigation'] },
      { distance: 0, expected: ['mobile-navigation'] },
      { distance: -90, expected: ['mobile-navigation'] },
      { distance: Number.NaN, expected: ['mobile-navigation'] },
    ])('a swipe of $distance px leaves $expected open', ({ distance, expected }) => {
      const result = run(opened({ id: 'mobile-navigation', position: 'mobileLeft' }), {
        type: 'dialog.swipedDown',
        distance,
      });
      expect(result.open).toEqual(expected);
    });

    test('does not close a modal dialog', () => {
      const result = run(opened({ id: 'cancel-order', modal: true }), {
        type: 'dialog.swipedDown',
        distance: 300,
      });
      expect(result).toMatchObject({ open: ['cancel-order'], scrollLocked: true });
    });

    test('closes only the topmost dialog and returns focus', () => {
      const result = run(
        opened({ id: 'filter' }),
        opened({ id: 'sort', returnFocusTo: 'sort-button' }),
        { type: 'dialog.swipedDown', distance: 100 },
      );
      expect(result).toMatchObject({ open: ['filter'], focusReturnTarget: 'sort-button' });
    });
  });

  test('locks and releases page scroll once per stack, however many dialogs are stacked', () => {
    const effects: string[] = [];
    const machine = dialogStackMachine.provide({
      actions: {
        lockScroll: () => effects.push('lock'),
        releaseScroll: () => effects.push('release'),
      },
    });
    const actor = createActor(machine).start();
    actor.send(opened({ id: 'filter' }));
    actor.send(opened({ id: 'sort' }));
    actor.send({ type: 'dialog.closed', id: 'sort' });
    expect(effects).toEqual(['lock']);
    actor.send({ type: 'dialog.escapePressed' });
    expect(effects).toEqual(['lock', 'release']);
    expect(actor.getSnapshot().value).toBe('allClosed');
  });
});
