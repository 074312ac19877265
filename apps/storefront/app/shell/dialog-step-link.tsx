import { isModifiedClick } from '@vitrine/ui';
import type * as React from 'react';
import { Link } from 'react-router';

/**
 * A link to a page's dialog step (`?dialog=`, `?info`): without JavaScript it leads to the step
 * in the page; once scripts run, a click opens the dialog in place (`onOpen`). A click that asks
 * for a new tab or window still follows the link there.
 */
export function DialogStepLink({
  to,
  onOpen,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Link>, 'onClick' | 'aria-haspopup'> & {
  readonly onOpen: () => void;
}) {
  return (
    <Link
      to={to}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
      {...props}
    >
      {children}
    </Link>
  );
}
