/** The parts of a click that say whether the browser should follow the link itself. */
export type ClickModifiers = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
>;

/**
 * Whether a click on a link asks the browser for something of its own — a new tab or window
 * (ctrl/cmd, shift, the middle button), a download (alt) — so that a script that would open a
 * dialog or navigate in place leaves the click alone and the link is followed.
 *
 * @example
 * onClick={(event) => {
 *   if (isModifiedClick(event)) return;
 *   event.preventDefault();
 *   openDialog();
 * }}
 */
export function isModifiedClick(event: ClickModifiers): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
