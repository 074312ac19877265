import {
  applyConsentChoice,
  type Consent,
  type ConsentChoice,
  type ConsentRecordAction,
  consentChoicePath,
  consentChoiceSchema,
  consentCookieName,
  consentCopyKey,
  consentHashCommand,
  consentOnPageLoad,
  consentsOf,
  denyAppTrackedServices,
  parseConsentCopy,
  saveConsent,
} from '@vitrine/domain';
import { Button, useUiText } from '@vitrine/ui';
import * as React from 'react';
import { useLocation } from 'react-router';
import { reportClientError } from '../telemetry/report-client-error';
import { pushToDataLayer } from '../tracking/data-layer';
import type { ConsentFrameData } from './consent-frame.server';
import { consentAppVersion, consentBannerId, consentSettingsHref } from './consent-paths';

/** What the footer's link calls to open the banner on its settings layer. */
export interface ConsentBannerHandle {
  reopen(): void;
}

type Layer = 'layer1' | 'layer2';

/** Where the app's tracking permission (§2 `#allowAppConsent` / `#denyAppConsent`) is kept. */
const appTrackingKey = 'consent:appTracking';

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return part.slice(prefix.length);
  }
  return null;
}

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the cookie still holds the decision.
  }
}

function appTrackingAllowed(): boolean | null {
  const value = readStorage(() => sessionStorage, appTrackingKey);
  return value === 'true' ? true : value === 'false' ? false : null;
}

function acceptedOf(consent: Consent): ReadonlySet<string> {
  return new Set(
    consent.categories.flatMap((category) =>
      category.services.filter((service) => service.status).map((service) => service.name),
    ),
  );
}

/** The consent as the browser holds it now: cookie, local copy (histories), user agent. */
function browserConsent(data: ConsentFrameData) {
  return consentOnPageLoad({
    definition: data.definition,
    cookie: readCookie(consentCookieName),
    userAgent: navigator.userAgent,
    now: Date.now(),
    appVersion: consentAppVersion,
    localCopy: parseConsentCopy(readStorage(() => localStorage, consentCopyKey)),
  });
}

/**
 * Saves a decision (§4) and does what the domain says a save asks for: the cookie (one year,
 * lax, path /) and the local copy, the update event in the data layer, the proof-of-consent
 * record (§7 consent call; a failed post goes to error reporting, §8), and the reload when an
 * optional service is off, so no declined script keeps running.
 */
async function saveDecision(
  chosen: Consent,
  action: ConsentRecordAction,
  data: ConsentFrameData,
): Promise<void> {
  const { consent, effects } = saveConsent(chosen, {
    now: Date.now(),
    appVersion: consentAppVersion,
  });
  let reload = false;
  for (const effect of effects) {
    switch (effect.type) {
      case 'consentCookie.write': {
        const secure = window.location.protocol === 'https:' ? '; Secure' : '';
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
        document.cookie = `${consentCookieName}=${effect.value}; Max-Age=${Math.floor(effect.maxAgeMs / 1000)}; Path=/; SameSite=Lax${secure}`;
        break;
      }
      case 'consentCopy.write':
        writeStorage(() => localStorage, consentCopyKey, effect.value);
        break;
      case 'consent.updated':
        pushToDataLayer({
          event: 'consent_update',
          consentVersion: effect.consent.version,
          consents: consentsOf(effect.consent),
        } as { event: string });
        break;
      case 'trackingCookies.remove':
        // No declined service has set a cookie of its own yet: no tag is loaded before consent.
        break;
      case 'page.reload':
        reload = true;
        break;
    }
  }
  const { origin, pathname, search } = window.location;
  try {
    const response = await fetch(data.recordsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        action,
        shopId: data.shopId,
        href: `${origin}${pathname}${search}`,
        version: consent.version,
        consents: consentsOf(consent),
      }),
      keepalive: true,
      credentials: 'omit',
    });
    if (!response.ok) throw new Error(`consent record answered ${response.status}`);
  } catch (error) {
    reportClientError(error, { area: 'consent', action });
  }
  if (reload) window.location.reload();
}

/** The focusable elements of the banner, in order, for the focus trap. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => !element.closest('[hidden]'));
}

/**
 * The cookie consent banner (§2 layers 1 and 2, §4, issue 20), rendered by the server so it
 * works without JavaScript: one form posting to `/_consent/` — layer 1 with accept all, reject
 * all and a link to the settings (`?consent=settings`), layer 2 with every service as a box,
 * reject all, save selection and accept all. With JavaScript the same form saves in the page
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
  const [current, setCurrent] = React.useState<Consent | null>(null);
  const [selection, setSelection] = React.useState<ReadonlySet<string>>(
    () => new Set(data.accepted),
  );
  const [busy, setBusy] = React.useState(false);
  const panel = React.useRef<HTMLElement>(null);
  const opener = React.useRef<Element | null>(null);

  const text = (own: string, fallback: string) => (own.trim() ? own : fallback);
  const texts = data.texts;

  // After hydration the browser's cookie decides (a CDN may have served either variant).
  const settle = React.useCallback(() => {
    const state = browserConsent(data);
    setCurrent(state.current);
    setSelection(acceptedOf(state.current));
    return state;
  }, [data]);

  const decide = React.useCallback(
    async (chosen: Consent, action: ConsentRecordAction) => {
      setBusy(true);
      await saveDecision(chosen, action, data);
      setBusy(false);
      setOpen(false);
      setCurrent(chosen);
    },
    [data],
  );

  const runHashCommand = React.useCallback(
    (shown: boolean) => {
      const effects = consentHashCommand(window.location.hash, shown);
      if (effects.length > 0) {
        // A command runs once: the reload a decision may ask for must not run it again.
        const { pathname, search } = window.location;
        window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      }
      for (const effect of effects) {
        if (effect.type === 'consent.denyAll') {
          const state = browserConsent(data);
          void decide(
            applyConsentChoice(
              state.current,
              { action: 'rejectAll', service: [] },
              {
                appTrackingAllowed: appTrackingAllowed(),
                visitor: state.visitor,
              },
            ),
            'denyAll',
          );
        } else if (effect.type === 'consent.appTracking') {
          writeStorage(() => sessionStorage, appTrackingKey, String(effect.allowed));
          const state = browserConsent(data);
          if (!effect.allowed && state.validity.valid) {
            void decide(denyAppTrackedServices(state.current), 'appTrackingDenied');
          }
        } else if (effect.type === 'consentBanner.open') {
          setLayer('layer1');
          setOpen(true);
        }
      }
    },
    [data, decide],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load and consent version.
  React.useEffect(() => {
    const state = settle();
    const shown = data.openedBy === 'settings' || state.bannerShown;
    setOpen(shown);
    runHashCommand(state.bannerShown);
    const onHashChange = () => runHashCommand(browserConsent(data).bannerShown);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [data.definition.version]);

  React.useImperativeHandle(
    ref,
    () => ({
      reopen() {
        opener.current = document.activeElement;
        settle();
        setLayer('layer2');
        setOpen(true);
      },
    }),
    [settle],
  );

  // Focus moves into the banner when it opens or changes layer, and back when it closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layer moves focus in again.
  React.useEffect(() => {
    if (!open || current === null) return;
    const root = panel.current;
    if (root === null) return;
    if (!root.contains(document.activeElement)) root.focus();
    const keepFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) root.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => document.removeEventListener('focusin', keepFocus);
  }, [open, layer, current]);

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
    if (current === null) return; // Not hydrated yet: the form posts as it is.
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    const parsed = consentChoiceSchema.safeParse({
      action: form.get('action'),
      service: form.getAll('service'),
    });
    if (!parsed.success) return;
    const choice: ConsentChoice = parsed.data;
    const state = browserConsent(data);
    void decide(
      applyConsentChoice(state.current, choice, {
        appTrackingAllowed: appTrackingAllowed(),
        visitor: state.visitor,
      }),
      choice.action,
    );
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
                      if (current === null) return;
                      event.preventDefault();
                      setLayer('layer2');
                    }}
                  >
                    {text(texts.infoLabel, t('consent.settings'))}
                  </a>
                </Button>
                <Button
                  type="submit"
                  name="action"
                  value="rejectAll"
                  variant="secondary"
                  data-slot="consent-reject-all"
                  disabled={busy}
                >
                  {t('consent.rejectAll')}
                </Button>
                <Button
                  type="submit"
                  name="action"
                  value="acceptAll"
                  data-slot="consent-accept-all"
                  disabled={busy}
                >
                  {text(texts.acceptAllLabel, t('consent.acceptAll'))}
                </Button>
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
                  <legend className="px-1 font-semibold">{category.title}</legend>
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
                <Button
                  type="submit"
                  name="action"
                  value="rejectAll"
                  variant="ghost"
                  data-slot="consent-reject-all"
                  disabled={busy}
                >
                  {t('consent.rejectAll')}
                </Button>
                <Button
                  type="submit"
                  name="action"
                  value="saveSelection"
                  variant="secondary"
                  data-slot="consent-save-selection"
                  disabled={busy}
                >
                  {text(texts.saveSelectionLabel, t('consent.saveSelection'))}
                </Button>
                <Button
                  type="submit"
                  name="action"
                  value="acceptAll"
                  data-slot="consent-save-all"
                  disabled={busy}
                >
                  {text(texts.saveAllLabel, t('consent.saveAll'))}
                </Button>
              </div>
            </>
          )}
        </form>
      </section>
    </div>
  );
}
