import { useUiText } from '../../i18n/ui-text';
import type { ContentDialogProps } from './dialog-frame';
import { InfoDialogFrame } from './info-dialog-frame';

/**
 * The electrical-equipment-law info, for products in the shop's electrical categories
 * (`isElectricalProduct` decides where the link to it shows).
 */
function ElectricalLawDialog({
  id = 'electrical-equipment-law',
  returnFocusTo,
  open,
  onOpenChange,
}: ContentDialogProps) {
  const { t } = useUiText();
  return (
    <InfoDialogFrame
      id={id}
      kind="electrical-equipment-law"
      texts="electricalLaw"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
    >
      <div className="flex items-start gap-3 text-sm">
        <svg viewBox="0 0 24 24" className="size-8 shrink-0" aria-hidden="true" focusable="false">
          <path d="M6 7h12l-1 13H7z M9 4h6v3H9z" fill="none" stroke="currentColor" />
          <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <p>{t('dialogs.electricalLaw.bin')}</p>
      </div>
      <p className="text-sm">{t('dialogs.electricalLaw.takeBack')}</p>
    </InfoDialogFrame>
  );
}

export { ElectricalLawDialog };
