import type { DialogPosition } from '@vitrine/domain/dialog';
import * as React from 'react';
import type { LazyView } from '../lib/lazy-view';
import { useDialogStack } from './dialog';

/**
 * A page's dialog whose code is a chunk of its own (`lazyView`): `openDialog` loads it and
 * then opens it on the page's stack, so the dialog never opens empty while its view suspends;
 * `rendered` says to render it from then on (closing keeps it until it gave focus back).
 * `openAtStart` opens it once the page runs (§4 `?action=addToCart`).
 */
export function useLazyDialog<Props extends object>(
  view: LazyView<Props>,
  {
    id,
    position,
    openAtStart = false,
  }: { id: string; position: DialogPosition; openAtStart?: boolean },
) {
  const { open, isOpen } = useDialogStack();
  const [rendered, setRendered] = React.useState(false);
  const openDialog = React.useCallback(() => {
    void view.preload().then(() => {
      setRendered(true);
      open({ id, position });
    });
  }, [view, open, id, position]);
  const openedAtStart = React.useRef(false);
  React.useEffect(() => {
    if (!openAtStart || openedAtStart.current) return;
    openedAtStart.current = true;
    openDialog();
  }, [openAtStart, openDialog]);
  /** Props for the button that opens it (its small chunk loads with the click). */
  const triggerProps = {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': isOpen(id),
    onClick: openDialog,
  };
  return { rendered, openDialog, triggerProps };
}
