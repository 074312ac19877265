import { describe, expect, test } from 'vitest';
import type { DialogEntry } from './dialog-entry';
import { closeDialog, isDialogOpen, openDialog, topmostDialog } from './dialog-stack';

const dialog = (id: string, modal = false): DialogEntry => ({
  id,
  position: 'center',
  modal,
  returnFocusTo: null,
});

const ids = (stack: readonly DialogEntry[]) => stack.map((entry) => entry.id);

describe('dialog stack (spec §4)', () => {
  test.each([
    { opened: ['sort'], expected: ['sort'] },
    { opened: ['filter', 'sort'], expected: ['filter', 'sort'] },
    { opened: ['filter', 'sort', 'filter'], expected: ['sort', 'filter'] },
    { opened: ['sort', 'sort'], expected: ['sort'] },
  ])('puts the latest opened on top: $opened', ({ opened, expected }) => {
    const stack = opened.reduce(
      (open: readonly DialogEntry[], id) => openDialog(open, dialog(id)),
      [],
    );
    expect(ids(stack)).toEqual(expected);
    expect(topmostDialog(stack)?.id).toBe(expected.at(-1));
  });

  test('reopening a dialog takes its new settings', () => {
    const stack = openDialog([dialog('sort')], dialog('sort', true));
    expect(stack).toEqual([dialog('sort', true)]);
  });

  test.each([
    { open: ['filter', 'sort'], close: 'sort', expected: ['filter'] },
    { open: ['filter', 'sort'], close: 'filter', expected: ['sort'] },
    { open: ['sort'], close: 'sort', expected: [] },
    { open: ['sort'], close: 'filter', expected: ['sort'] },
    { open: [], close: '', expected: [] },
  ])('closing $close from $open leaves $expected', ({ open, close, expected }) => {
    expect(
      ids(
        closeDialog(
          open.map((id) => dialog(id)),
          close,
        ),
      ),
    ).toEqual(expected);
  });

  test('closing a dialog that is not open returns the very same stack', () => {
    const stack = [dialog('sort')];
    expect(closeDialog(stack, 'filter')).toBe(stack);
  });

  test('an empty stack has no topmost dialog and nothing open', () => {
    expect(topmostDialog([])).toBeNull();
    expect(isDialogOpen([], 'sort')).toBe(false);
  });

  test.each([
    { id: 'sort', expected: true },
    { id: 'filter', expected: true },
    { id: 'Sort', expected: false },
    { id: '', expected: false },
  ])('reads the model value of $id as $expected', ({ id, expected }) => {
    expect(isDialogOpen([dialog('filter'), dialog('sort')], id)).toBe(expected);
  });
});
