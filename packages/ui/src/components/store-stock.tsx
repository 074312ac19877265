import { useUiText } from '../i18n/ui-text';

/**
 * A store's address and whether it has the article, under the store's name wherever a shopper
 * chooses a store to reserve at: the dialog's radio group and the page's form without JavaScript.
 */
function StoreStock({
  store,
}: {
  /** The store: its address, and whether it has the article now. */
  store: { readonly address: string; readonly inStock: boolean };
}) {
  const { t } = useUiText();
  return (
    <span className="grid text-sm">
      <span className="text-ink-soft">{store.address}</span>
      <span className={store.inStock ? 'font-semibold text-success' : 'text-ink-soft'}>
        {t(
          store.inStock ? 'dialogs.clickAndReserve.inStock' : 'dialogs.clickAndReserve.outOfStock',
        )}
      </span>
    </span>
  );
}

export { StoreStock };
