import { useUiText } from '../i18n/ui-text';
import { HeartIcon } from './icons';

type WishlistInfoStepProps = {
  /** The wishlist page without the step: where "close" leads. */
  closeHref: string;
};

/**
 * The wishlist more-info shown in the wishlist page, for a browser without JavaScript that
 * followed the dialog's link: the same heading, text and hint as `WishlistInfoDialog`, and a
 * link back to the list.
 */
function WishlistInfoStep({ closeHref }: WishlistInfoStepProps) {
  const { t } = useUiText();
  return (
    <section
      aria-labelledby="wishlist-info-heading"
      data-slot="wishlist-info-step"
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="wishlist-info-heading" className="font-display text-xl font-bold text-ink">
        {t('dialogs.wishlistInfo.title')}
      </h2>
      <p className="text-sm">{t('dialogs.wishlistInfo.text')}</p>
      <p className="flex items-center gap-2 text-sm font-semibold">
        <HeartIcon className="size-5 shrink-0 text-primary" />
        {t('dialogs.wishlistInfo.hint')}
      </p>
      <a href={closeHref} className="ui-button ui-button-secondary ui-button-sm w-fit">
        {t('common.close')}
      </a>
    </section>
  );
}

export { WishlistInfoStep, type WishlistInfoStepProps };
