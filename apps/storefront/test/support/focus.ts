import type { Page } from 'playwright-core';

/*
 * Where the keyboard focus is, for the dialog tests (§4 dialog focus). After a Radix dialog
 * closes, poll these (`expect.poll`): Radix gives the focus back a task after it unmounts.
 */

/** The `data-slot` of the focused element, or of the element it is in that has one. */
export const focusedSlot = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('[data-slot]')?.getAttribute('data-slot') ?? null,
  );

/** Whether the focus is inside an open dialog. */
export const focusIsInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);

/** The `name` of the focused form field. */
export const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);
