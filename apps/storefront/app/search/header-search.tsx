import { SiteSearch } from '@vitrine/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SuggestionPopupProps, TypeAheadState } from './suggestion-popup';

type SuggestionPopupComponent = (props: SuggestionPopupProps) => React.ReactNode;

const closed: TypeAheadState = { expanded: false, activeId: undefined };

/**
 * The header's search field (issue 17): the ui's GET form to `/suche/`, which is all there is
 * without JavaScript. Once scripts run the field is an ARIA combobox; the type-ahead itself
 * (fetching, the suggestion list, the keys) is loaded the first time the field gets focus, so
 * no page's first JavaScript grows by it.
 */
export function HeaderSearch({ action }: { readonly action: string }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const input = React.useRef<HTMLInputElement>(null);
  const listId = React.useId();
  const loading = React.useRef(false);
  const [Popup, setPopup] = React.useState<SuggestionPopupComponent | null>(null);
  const [state, setState] = React.useState<TypeAheadState>(closed);
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./suggestion-popup').then((module) => setPopup(() => module.SuggestionPopup));
  };
  return (
    <SiteSearch
      action={action}
      inputProps={
        hydrated
          ? {
              ref: input,
              role: 'combobox',
              autoComplete: 'off',
              'aria-autocomplete': 'list',
              'aria-expanded': state.expanded,
              ...(Popup ? { 'aria-controls': listId } : {}),
              'aria-activedescendant': state.activeId,
              onFocus: load,
              // A pointer or a touch comes before focus: the chunk starts loading a moment earlier.
              onPointerDown: load,
            }
          : undefined
      }
    >
      {Popup ? (
        <Popup
          input={input}
          listId={listId}
          language={i18n.language}
          onStateChange={setState}
          navigate={(href) => void navigate(href)}
        />
      ) : null}
    </SiteSearch>
  );
}
