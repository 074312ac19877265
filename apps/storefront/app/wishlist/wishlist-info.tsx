import { LazyWishlistInfoDialog, uiNamespace, useLazyDialog } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { DialogStepLink } from '../shell/dialog-step-link';

const wishlistInfoId = 'wishlist-more-info';

/**
 * The wishlist page's "how the wishlist works" link (§2 wishlist more-info): without JavaScript
 * it leads to the page's info step (`?info`); once scripts run, its click opens the dialog,
 * whose code loads with that first click.
 */
export function WishlistInfoLink({ href }: { readonly href: string }) {
  const { t } = useTranslation(uiNamespace);
  const dialog = useLazyDialog(LazyWishlistInfoDialog, { id: wishlistInfoId, position: 'center' });
  return (
    <>
      <DialogStepLink
        to={href}
        data-slot="wishlist-info-link"
        className="self-start rounded-sm text-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus"
        onOpen={dialog.openDialog}
      >
        {t('dialogs.wishlistInfo.title')}
      </DialogStepLink>
      {dialog.rendered ? <LazyWishlistInfoDialog id={wishlistInfoId} /> : null}
    </>
  );
}
