import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { useHydrated } from '../lib/use-hydrated';
import { Button } from './button';

/** Where copying stands: not tried, copied, or refused by the browser. */
type VoucherCopyState = 'idle' | 'copied' | 'failed';

type VoucherCodeProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The voucher code to show and copy (a campaign's code from the CMS). */
  code: string;
  /**
   * Copies the text; the browser's clipboard by default. Given for tests and for hosts with
   * a clipboard of their own.
   */
  copy?: (text: string) => Promise<void>;
};

const browserClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * A voucher code as a promotion shows it: the code in a dashed coupon frame, selectable as plain
 * text (all of it with one click or tap), and once scripts run a button that copies it. A live
 * region says it was copied — or, where the browser refuses, to select and copy it by hand.
 */
function VoucherCode({ code, copy = browserClipboard, className, ...props }: VoucherCodeProps) {
  const { t } = useUiText();
  const hydrated = useHydrated();
  const [state, setState] = React.useState<VoucherCopyState>('idle');
  const copyCode = () => {
    copy(code).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div
      data-slot="voucher-code"
      data-state={state}
      className={cn('grid justify-items-start gap-1', className)}
      {...props}
    >
      <span className="text-sm font-semibold">{t('voucher.label')}</span>
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-slot="voucher-code-value"
          className="rounded-card border-2 border-dashed border-primary bg-surface px-3 py-1.5 font-mono text-lg font-bold tracking-wider text-ink select-all"
        >
          {code}
        </code>
        {hydrated ? (
          <Button type="button" variant="secondary" size="sm" onClick={copyCode}>
            {state === 'copied' ? t('voucher.copied') : t('voucher.copy')}
          </Button>
        ) : null}
      </div>
      <p role="status" data-slot="voucher-code-status" className="min-h-0 text-sm">
        {state === 'copied'
          ? t('voucher.copiedAnnouncement', { code })
          : state === 'failed'
            ? t('voucher.copyFailed')
            : null}
      </p>
    </div>
  );
}

export { VoucherCode, type VoucherCodeProps, type VoucherCopyState };
