/**
 * A dialog as the dialog stack keeps it (spec §2 positions, §4 dialog rules).
 * Entries are data: the UI renders position, modality and focus return from them.
 */

/** Where a dialog sits on screen (§2): centred, as a right or left drawer, or a left drawer on mobile only. */
export const dialogPositions = ['center', 'right', 'left', 'mobileLeft'] as const;
export type DialogPosition = (typeof dialogPositions)[number];

export interface DialogEntry {
  /** Stable id the UI opens and closes the dialog by. */
  readonly id: string;
  readonly position: DialogPosition;
  /** A modal dialog is not closed by escape or by swiping down (§4). */
  readonly modal: boolean;
  /** Id of the element that gets focus back when this dialog closes (§4), or null. */
  readonly returnFocusTo: string | null;
}

/** What a caller may send to open a dialog; everything but the id has a default. */
export interface DialogEntryInput {
  readonly id: string;
  readonly position?: DialogPosition;
  readonly modal?: boolean;
  readonly returnFocusTo?: string | null;
}

const isDialogPosition = (value: unknown): value is DialogPosition =>
  dialogPositions.some((position) => position === value);

/**
 * Turns an element id as an editor or a component may write it into one `getElementById` finds.
 * A leading `#` is dropped because editors copy ids from CSS selectors; ids with whitespace
 * cannot exist in HTML, so they give null rather than a focus target that never matches.
 */
const elementId = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const id = value.trim().replace(/^#/, '');
  return id === '' || /\s/.test(id) ? null : id;
};

/**
 * Normalises what a component or CMS block sends into a dialog entry.
 * Returns null when there is no usable id, because a dialog that cannot be addressed
 * could never be closed again.
 *
 * @example
 * dialogEntry({ id: 'country-picker', position: 'right', returnFocusTo: '#country-button' });
 * // { id: 'country-picker', position: 'right', modal: false, returnFocusTo: 'country-button' }
 */
export function dialogEntry(
  input: {
    readonly [Key in keyof DialogEntryInput]?: unknown;
  },
): DialogEntry | null {
  const id = typeof input.id === 'string' ? input.id.trim() : '';
  if (id === '') return null;
  return {
    id,
    position: isDialogPosition(input.position) ? input.position : 'center',
    modal: input.modal === true,
    returnFocusTo: elementId(input.returnFocusTo),
  };
}
