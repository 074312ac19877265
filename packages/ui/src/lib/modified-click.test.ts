import { describe, expect, test } from 'vitest';
import { type ClickModifiers, isModifiedClick } from './modified-click';

const plain: ClickModifiers = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

describe('a click on a link that opens a dialog or navigates in place', () => {
  test.each([
    { click: 'a plain primary click', change: {}, expected: false },
    { click: 'a middle click (new tab)', change: { button: 1 }, expected: true },
    { click: 'a secondary click', change: { button: 2 }, expected: true },
    { click: 'cmd-click (new tab on macOS)', change: { metaKey: true }, expected: true },
    { click: 'ctrl-click (new tab)', change: { ctrlKey: true }, expected: true },
    { click: 'shift-click (new window)', change: { shiftKey: true }, expected: true },
    { click: 'alt-click (download)', change: { altKey: true }, expected: true },
  ])('$click is left to the browser: $expected', ({ change, expected }) => {
    expect(isModifiedClick({ ...plain, ...change })).toBe(expected);
  });
});
