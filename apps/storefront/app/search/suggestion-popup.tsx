import {
  type ComboboxKey,
  nextActiveOption,
  type SuggestionOption,
  typeAheadDebounceMs,
  wantsSuggestions,
} from '@vitrine/domain/search';
import { isModifiedClick } from '@vitrine/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchWithRetry } from '../recovery/retrying-fetch';
import { useSearchText } from './search-texts';

/** The suggestion call of the storefront's /api (server/api/search.ts). */
const suggestionsEndpoint = '/api/shop/search/suggestions/';

export interface SuggestionPopupProps {
  /** The header's search field, which the popup listens to and makes a combobox. */
  readonly input: React.RefObject<HTMLInputElement | null>;
}

const comboboxKeys = new Set<string>(['ArrowDown', 'ArrowUp']);

/** Suggestions for a text; an empty list when the call fails (the field still searches). */
async function fetchSuggestions(
  text: string,
  language: string,
  signal: AbortSignal,
): Promise<readonly SuggestionOption[]> {
  const query = new URLSearchParams({ q: text, locale: language });
  const answer = await fetchWithRetry(`${suggestionsEndpoint}?${query}`, { signal });
  if (!answer.ok) return [];
  const body = (await answer.json()) as { options?: SuggestionOption[] };
  return body.options ?? [];
}

/**
 * The header's type-ahead (issue 17), loaded when the search field first gets focus: after a
 * 300 ms pause in typing (§9) it asks for suggestions and lists them under the field, a WAI-ARIA
 * combobox's list box: arrow keys move through them (focus stays in the field), Enter opens the
 * highlighted one, Escape closes the list; each suggestion is a link. Enter without a
 * highlighted suggestion submits the form to the search page, as without JavaScript.
 */
export function SuggestionPopup({ input }: SuggestionPopupProps) {
  const t = useSearchText();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const routerNavigate = useNavigate();
  const navigate = React.useCallback((href: string) => void routerNavigate(href), [routerNavigate]);
  const listId = React.useId();
  const [options, setOptions] = React.useState<readonly SuggestionOption[]>([]);
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState<number | null>(null);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const expanded = open && options.length > 0;

  // The field is the combobox (WAI-ARIA 1.2) from the moment the type-ahead runs; its state
  // is set here, on the element the ui's form renders, which React leaves these attributes to.
  React.useEffect(() => {
    const field = input.current;
    if (field === null) return;
    field.setAttribute('role', 'combobox');
    field.setAttribute('autocomplete', 'off');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listId);
    return () => {
      for (const name of ['role', 'autocomplete', 'aria-autocomplete', 'aria-controls']) {
        field.removeAttribute(name);
      }
    };
  }, [input, listId]);
  React.useEffect(() => {
    const field = input.current;
    if (field === null) return;
    field.setAttribute('aria-expanded', String(expanded));
    if (expanded && active !== null) field.setAttribute('aria-activedescendant', optionId(active));
    else field.removeAttribute('aria-activedescendant');
  });

  // The latest state for the field's listeners, which are added once.
  const latest = React.useRef({ options, expanded, active, navigate });
  latest.current = { options, expanded, active, navigate };

  React.useEffect(() => {
    const field = input.current;
    if (field === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const ask = () => {
      clearTimeout(timer);
      request?.abort();
      const text = field.value.trim();
      if (!wantsSuggestions(text)) {
        setOptions([]);
        setActive(null);
        return;
      }
      timer = setTimeout(() => {
        request = new AbortController();
        fetchSuggestions(text, language, request.signal)
          .then((found) => {
            setOptions(found);
            setActive(null);
            setOpen(document.activeElement === field);
          })
          .catch(() => {
            // Aborted by newer typing, or offline: the field still submits to the search page.
          });
      }, typeAheadDebounceMs);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const now = latest.current;
      if (comboboxKeys.has(event.key)) {
        if (now.options.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(
          now.expanded
            ? nextActiveOption(now.active, event.key as ComboboxKey, now.options.length)
            : event.key === 'ArrowDown'
              ? 0
              : now.options.length - 1,
        );
      } else if (event.key === 'Escape' && now.expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(null);
      } else if (event.key === 'Enter' && now.expanded && now.active !== null) {
        const chosen = now.options[now.active];
        if (chosen === undefined) return;
        event.preventDefault();
        setOpen(false);
        now.navigate(chosen.href);
      }
    };
    const onBlur = () => {
      setOpen(false);
      setActive(null);
    };
    const onFocus = () => setOpen(true);
    field.addEventListener('input', ask);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('blur', onBlur);
    field.addEventListener('focus', onFocus);
    // What was typed while this chunk loaded is asked for at once.
    if (field.value.trim() !== '') ask();
    return () => {
      clearTimeout(timer);
      request?.abort();
      field.removeEventListener('input', ask);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('blur', onBlur);
      field.removeEventListener('focus', onFocus);
    };
  }, [input, language]);

  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        data-slot="search-suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-card border border-line bg-surface py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <a
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            href={option.href}
            tabIndex={-1}
            data-kind={option.kind}
            // The field keeps focus: a press on a suggestion must not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              if (isModifiedClick(event)) return;
              event.preventDefault();
              setOpen(false);
              navigate(option.href);
            }}
            className="flex items-baseline justify-between gap-3 px-3 py-2 text-ink no-underline hover:bg-muted aria-selected:bg-muted aria-selected:outline-2 aria-selected:outline-focus"
          >
            <span>
              <span className="font-semibold">{option.label}</span>
              {option.detail ? (
                <span className="block text-sm text-ink-soft">{option.detail}</span>
              ) : null}
            </span>
            <span className="shrink-0 text-xs text-ink-soft">{t(`kinds.${option.kind}`)}</span>
          </a>
        ))}
      </div>
      <span role="status" className="sr-only">
        {expanded ? t('suggestionCount', { count: options.length }) : ''}
      </span>
    </>
  );
}
