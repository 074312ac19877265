import { SiteSearch } from '@vitrine/ui';
import * as React from 'react';
import type { SuggestionPopupProps } from './suggestion-popup';

type SuggestionPopupComponent = (props: SuggestionPopupProps) => React.ReactNode;

/**
 * The header's search field (issue 17): the ui's GET form to `/suche/`, which is all there is
 * without JavaScript. The type-ahead (the combobox's ARIA state, fetching, the suggestion
 * list, the keys) is a chunk of its own, loaded the first time the field gets focus, so no
 * page's first JavaScript grows by more than this loader (issue 14 budgets).
 */
export function HeaderSearch({ action }: { readonly action: string }) {
  const input = React.useRef<HTMLInputElement>(null);
  const [Popup, setPopup] = React.useState<SuggestionPopupComponent | null>(null);
  const load = () => {
    if (Popup === null) {
      void import('./suggestion-popup').then((module) => setPopup(() => module.SuggestionPopup));
    }
  };
  return (
    <SiteSearch action={action} inputProps={{ ref: input, onFocus: load }}>
      {Popup ? <Popup input={input} /> : null}
    </SiteSearch>
  );
}
