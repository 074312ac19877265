import type { ProductInfoDialog, ProductPageInfoView } from '@vitrine/domain/product-page';
import type { UiMessageKey } from '../../i18n/messages';
import { useUiText } from '../../i18n/ui-text';
import { ProductSealsList } from './product-seals-dialog';
import { SizeAdvisorTable } from './size-advisor-dialog';

type ProductInfoStepProps = {
  /** The info dialog the page shows in place (`?dialog=`), which the product has. */
  step: ProductInfoDialog;
  /** What the product has to show: its seals, its promotion's fine print, its size table. */
  info: ProductPageInfoView;
  /** The product page without the step (its variant kept): where "close" leads. */
  closeHref: string;
};

const titleKeys: Readonly<Record<ProductInfoDialog, UiMessageKey>> = {
  seals: 'dialogs.productSeals.title',
  promotion: 'dialogs.promotionDisclaimer.title',
  sizes: 'dialogs.sizeAdvisor.title',
};

/**
 * An info dialog's content shown in the product page, for a browser without JavaScript that
 * followed the dialog's link (`?dialog=seals`): the same heading and content as the dialog
 * (product seals, promotion disclaimer, size advisor), and a link back.
 */
function ProductInfoStep({ step, info, closeHref }: ProductInfoStepProps) {
  const { t } = useUiText();
  const headingId = `product-info-${step}`;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="product-info-step"
      data-dialog={step}
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id={headingId} className="font-display text-xl font-bold text-ink">
        {t(titleKeys[step])}
      </h2>
      {step === 'seals' ? <ProductSealsList seals={info.seals} /> : null}
      {step === 'promotion' && info.promotionDisclaimer !== null ? (
        <div data-slot="promotion-disclaimer-text" className="grid gap-2 text-sm">
          {info.promotionDisclaimer.name !== null ? (
            <p className="font-semibold">{info.promotionDisclaimer.name}</p>
          ) : null}
          <p>{info.promotionDisclaimer.text}</p>
        </div>
      ) : null}
      {step === 'sizes' && info.sizeAdvisor !== null ? (
        <>
          <p className="text-sm">{t('dialogs.sizeAdvisor.text')}</p>
          <SizeAdvisorTable
            table={info.sizeAdvisor}
            currentSize={info.sizeAdvisor.currentSize ?? undefined}
          />
        </>
      ) : null}
      <a href={closeHref} className="ui-button ui-button-secondary ui-button-sm w-fit">
        {t('common.close')}
      </a>
    </section>
  );
}

export { ProductInfoStep, type ProductInfoStepProps };
