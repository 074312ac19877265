import type * as React from 'react';
import { useUiText } from '../../i18n/ui-text';
import { type ContentDialogProps, DialogFrame } from './dialog-frame';

/** The shop's information dialogs: each has a title and a text under `dialogs.<name>`. */
type InfoDialogTexts = 'electricalLaw' | 'medicalInfo' | 'wishlistInfo';

type InfoDialogFrameProps = ContentDialogProps & {
  /** The panel's id, which the button that opens the dialog names in `aria-controls`. */
  id: string;
  /** Which dialog this is, as `data-dialog` on the panel. */
  kind: string;
  /** Where its title (`dialogs.<texts>.title`) and description (`.text`) are. */
  texts: InfoDialogTexts;
  /** The notes below the description: what the shopper is told besides it. */
  children: React.ReactNode;
};

/**
 * The frame of the dialogs that only inform (a title, a sentence that describes it, a few
 * notes below): centred, with nothing to do but close it, so focus goes to its close button
 * and back to `returnFocusTo` as in every content dialog.
 */
function InfoDialogFrame({ texts, ...frame }: InfoDialogFrameProps) {
  const { t } = useUiText();
  return (
    <DialogFrame
      position="center"
      title={t(`dialogs.${texts}.title`)}
      description={t(`dialogs.${texts}.text`)}
      {...frame}
    />
  );
}

export { InfoDialogFrame, type InfoDialogFrameProps };
