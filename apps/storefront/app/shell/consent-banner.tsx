import { consentChoicePath, consentHashCommands } from '@vitrine/domain';
import { Button, useUiText } from '@vitrine/ui';
import * as React from 'react';
import { useLocation } from 'react-router';
import type { ConsentFrameData } from './consent-frame.server';
import { consentBannerId, consentSettingsHref } from './consent-paths';

/** What the footer's link calls to open the banner on its settings layer. */
export interface ConsentBannerHandle {
  reopen(): void;
}

type Layer = 'layer1' | 'layer2';

/** The lazily loaded consent rules (./consent-client). */
type ConsentEngine = typeof import('./consent-client');

/** The focusable elements of the banner, in order, for the focus trap. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => !element.closest('[hidden]'));
}

/** The banner's choices, each a submit button of its form naming its action (§4). */
const choiceSlots = {
  acceptAll: 'consent-accept-all',
  rejectAll: 'consent-reject-all',
  saveSelection: 'consent-save-selection',
} as const;

function ConsentChoiceButton({
  action,
  variant,
  busy,
  children,
}: {
  readonly action: keyof typeof choiceSlots;
  readonly variant?: 'secondary' | 'ghost';
  readonly busy: boolean;
  readonly children: React.ReactNode;
}) {
  return (
    <Button
      type="submit"
      name="action"
      value={action}
      {...(variant === undefined ? {} : { variant })}
      data-slot={choiceSlots[action]}
      disabled={busy}
    >
      {children}
    </Button>
  );
}

/**
 * A category's box on layer 2 (§4: a category is on when any of its services is on; required
 * ones cannot change), half-ticked while only some of its services are. It needs the consent
 * rules, so it shows once they loaded; before, the services' own boxes are the choice.
 */
function CategorySwitch({
  title,
  required,
  services,
  selection,
  onChange,
}: {
  readonly title: string;
  readonly required: boolean;
  readonly services: ConsentFrameData['definition']['categories'][number]['services'];
  readonly selection: ReadonlySet<string>;
  readonly onChange: (status: boolean) => void;
}) {
  const on = services.filter((service) => service.required || selection.has(service.name));
  const checked = required || on.length > 0;
  const mixed = !required && on.length > 0 && on.length < services.length;
  return (
    <label data-slot="consent-category-switch" className="flex items-center gap-3">
      <input
        type="checkbox"
        // Half-ticked reads as mixed; a click on it switches the whole category on.
        checked={checked && !mixed}
        disabled={required || services.every((service) => service.required)}
        ref={(box) => {
          if (box) box.indeterminate = mixed;
        }}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-5 accent-primary"
      />
      {title}
    </label>
  );
}

/**
 * The cookie consent banner (§2 layers 1 and 2, §4, issue 20), rendered by the server so it
 * works without JavaScript: one form posting to `/_consent/` — layer 1 with accept all, reject
 * all and a link to the settings (`?consent=settings`), layer 2 with every service as a box
 * (and, once scripts run, each category as a box switching its services), reject all, save
 * selection and accept all. With JavaScript the same form saves in the page
 * (the domain's rules; cookie, local copy, data-layer event, proof of consent, reload when an
 * optional service is off), keeps focus inside while open, reopens from the footer link on
 * layer 2, follows the URL hash commands and settles what a shared cache served: a page with
 * the banner for a visitor who holds a valid consent closes it (the head script hid it before
 * paint), a page without it for one who does not opens it.
 */
export function ConsentBanner({
  data,
  ref,
}: {
  readonly data: ConsentFrameData;
  readonly ref?: React.Ref<ConsentBannerHandle>;
}) {
  const { t } = useUiText();
  const location = useLocation();
  const [open, setOpen] = React.useState(data.openedBy !== null);
  const [layer, setLayer] = React.useState<Layer>(
    data.openedBy === 'settings' ? 'layer2' : 'layer1',
  );
  /** The consent rules, loaded when the visitor has something to decide (null until then). */
  const [engine, setEngine] = React.useState<ConsentEngine | null>(null);
  const [selection, setSelection] = React.useState<ReadonlySet<string>>(
    () => new Set(data.accepted),
  );
  const [busy, setBusy] = React.useState(false);
  const panel = React.useRef<HTMLElement>(null);
  const opener = React.useRef<Element | null>(null);

  const text = (own: string, fallback: string) => (own.trim() ? own : fallback);
  const texts = data.texts;

  const load = React.useCallback(async (): Promise<ConsentEngine> => {
    const loaded = engine ?? (await import('./consent-client'));
    setEngine(() => loaded);
    return loaded;
  }, [engine]);

  // After hydration the browser's cookie decides (a CDN may have served either variant). A
  // visitor whose cookie holds a valid consent (the head script said so) loads no rules.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load and consent version.
  React.useEffect(() => {
    let cancelled = false;
    const hashCommand = () =>
      (consentHashCommands as readonly string[]).includes(window.location.hash.slice(1));
    const settle = async () => {
      const loaded = await load();
      if (cancelled) return;
      setSelection(loaded.acceptedServices(data));
      const shown = data.openedBy === 'settings' || loaded.bannerShownNow(data);
      const command = await loaded.runHashCommand(data);
      if (cancelled) return;
      if (command.decided) setOpen(false);
      else if (command.open) {
        setLayer('layer1');
        setOpen(true);
      } else setOpen(shown);
    };
    const decidedAlready = document.documentElement.dataset.consent === 'valid';
    // A hash command acts now. Otherwise the server's banner is already right for most
    // visitors, so the rules (a chunk with the validation library) load once the browser is
    // idle: not while the page hydrates and paints its largest picture (issue 14).
    let stopWaiting = () => {};
    if (hashCommand()) void settle();
    else if (open || !decidedAlready) {
      if ('requestIdleCallback' in window) {
        const idle = window.requestIdleCallback(() => void settle(), { timeout: 2000 });
        stopWaiting = () => window.cancelIdleCallback(idle);
      } else {
        const timer = setTimeout(() => void settle(), 500);
        stopWaiting = () => clearTimeout(timer);
      }
    }
    const onHashChange = () => {
      if (hashCommand()) void settle();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      cancelled = true;
      stopWaiting();
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [data.definition.version]);

  React.useImperativeHandle(
    ref,
    () => ({
      reopen() {
        opener.current = document.activeElement;
        void load().then((loaded) => {
          setSelection(loaded.acceptedServices(data));
          setLayer('layer2');
          setOpen(true);
        });
      },
    }),
    [load, data],
  );

  // Focus moves into the banner when it opens or changes layer, and back when it closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layer moves focus in again.
  React.useEffect(() => {
    if (!open || engine === null) return;
    const root = panel.current;
    if (root === null) return;
    if (!root.contains(document.activeElement)) root.focus();
    const keepFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) root.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => document.removeEventListener('focusin', keepFocus);
  }, [open, layer, engine]);

  React.useEffect(() => {
    if (open) return;
    const previous = opener.current;
    opener.current = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || panel.current === null) return;
    const items = focusables(panel.current);
    const first = items[0];
    const last = items.at(-1);
    if (first === undefined || last === undefined) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    setBusy(true);
    // A choice made before the rules loaded waits for them (before hydration, the form posts).
    void load()
      .then((loaded) => loaded.decideFromForm(data, form))
      .then((action) => {
        setBusy(false);
        if (action !== null) setOpen(false);
      });
  };

  const returnPath = `${location.pathname}${location.search}`;
  const titleId = `${consentBannerId}-title`;
  const textId = `${consentBannerId}-text`;
  return (
    <div
      data-slot="consent-banner"
      data-opened-by={data.openedBy ?? 'page'}
      className="fixed inset-0 z-40 flex items-end justify-center bg-ink/50 p-2 sm:items-center sm:p-4"
    >
      <section
        id={consentBannerId}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-layer={layer}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="grid max-h-[90vh] w-full max-w-xl gap-4 overflow-y-auto rounded-card bg-surface p-5 text-ink shadow-lg outline-none"
      >
        <form method="post" action={consentChoicePath} onSubmit={onSubmit} className="grid gap-4">
          <input type="hidden" name="return" value={returnPath} />
          {layer === 'layer1' ? (
            <>
              <h2 id={titleId} className="text-xl font-semibold">
                {text(texts.title, t('consent.title'))}
              </h2>
              <p id={textId}>{text(texts.text, t('consent.text'))}</p>
              <div className="flex flex-wrap items-center justify-end gap-2">
                <Button asChild variant="link">
                  <a
                    data-slot="consent-settings"
                    href={consentSettingsHref(location.pathname, location.search)}
                    onClick={(event) => {
                      if (engine === null) return;
                      event.preventDefault();
                      setLayer('layer2');
                    }}
                  >
                    {text(texts.infoLabel, t('consent.settings'))}
                  </a>
                </Button>
                <ConsentChoiceButton action="rejectAll" variant="secondary" busy={busy}>
                  {t('consent.rejectAll')}
                </ConsentChoiceButton>
                <ConsentChoiceButton action="acceptAll" busy={busy}>
                  {text(texts.acceptAllLabel, t('consent.acceptAll'))}
                </ConsentChoiceButton>
              </div>
            </>
          ) : (
            <>
              <h2 id={titleId} className="text-xl font-semibold">
                {text(texts.settingsTitle, t('consent.settingsTitle'))}
              </h2>
              <p id={textId}>{t('consent.settingsText')}</p>
              {data.definition.categories.map((category) => (
                <fieldset
                  key={category.group}
                  data-slot="consent-category"
                  className="grid gap-2 rounded-card border border-line p-4"
                >
                  <legend className="px-1 font-semibold">
                    {engine === null ? (
                      category.title
                    ) : (
                      <CategorySwitch
                        title={category.title}
                        required={category.required}
                        services={category.services}
                        selection={selection}
                        onChange={(status) =>
                          setSelection(
                            engine.selectionWithCategory(data, selection, category.group, status),
                          )
                        }
                      />
                    )}
                  </legend>
                  <p className="text-sm text-ink-soft">{category.text}</p>
                  {category.services.map((service) => {
                    const required = service.required || category.required;
                    return (
                      <label
                        key={service.name}
                        data-slot="consent-service"
                        className="flex items-start gap-3 text-sm"
                      >
                        <input
                          type="checkbox"
                          name="service"
                          value={service.name}
                          checked={required || selection.has(service.name)}
                          disabled={required}
                          onChange={(event) => {
                            const next = new Set(selection);
                            if (event.currentTarget.checked) next.add(service.name);
                            else next.delete(service.name);
                            setSelection(next);
                          }}
                          className="mt-0.5 size-5 accent-primary"
                        />
                        <span className="grid">
                          <span className="font-semibold">
                            {service.title}
                            {required ? ` (${t('consent.required')})` : ''}
                          </span>
                          <span className="text-ink-soft">
                            {t('consent.company', { company: service.company })}
                          </span>
                        </span>
                      </label>
                    );
                  })}
                </fieldset>
              ))}
              <div className="flex flex-wrap items-center justify-end gap-2">
                <ConsentChoiceButton action="rejectAll" variant="ghost" busy={busy}>
                  {t('consent.rejectAll')}
                </ConsentChoiceButton>
                <ConsentChoiceButton action="saveSelection" variant="secondary" busy={busy}>
                  {text(texts.saveSelectionLabel, t('consent.saveSelection'))}
                </ConsentChoiceButton>
                <ConsentChoiceButton action="acceptAll" busy={busy}>
                  {text(texts.saveAllLabel, t('consent.saveAll'))}
                </ConsentChoiceButton>
              </div>
            </>
          )}
        </form>
      </section>
    </div>
  );
}
