import { consentChoicePath, consentHashCommands } from '@vitrine/domain';
import { ConsentBanner } from '@vitrine/ui';
import * as React from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '../when-idle';
import type { ConsentFrameData } from './consent-frame.server';
import { consentBannerId, consentSettingsHref } from './consent-paths';

/** What the footer's link calls to open the banner on its settings layer. */
export interface ConsentBannerHandle {
  reopen(): void;
}

type Layer = 'layer1' | 'layer2';

/** The lazily loaded consent rules (./consent-client). */
type ConsentEngine = typeof import('./consent-client');

/**
 * The cookie consent banner of the shop (§2 layers 1 and 2, §4, issue 20): ui's
 * `ConsentBanner`, rendered by the server so it works without JavaScript — one form posting to
 * `/_consent/`, its settings link `?consent=settings`. With JavaScript the same form saves in
 * the page
 * (the domain's rules; cookie, local copy, data-layer event, proof of consent, reload when an
 * optional service is off), keeps focus inside while open, reopens from the footer link on
 * layer 2, follows the URL hash commands and settles what a shared cache served: a page with
 * the banner for a visitor who holds a valid consent closes it (the head script hid it before
 * paint), a page without it for one who does not opens it.
 */
export function ShopConsentBanner({
  data,
  logo,
  ref,
}: {
  readonly data: ConsentFrameData;
  /** The brand's logo on layer 1. */
  readonly logo?: React.ReactNode;
  readonly ref?: React.Ref<ConsentBannerHandle>;
}) {
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
  const opener = React.useRef<Element | null>(null);

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
    else if (open || !decidedAlready) stopWaiting = whenIdle(() => void settle(), 2000);
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

  // Focus goes back where it was when the banner closes (the footer link that reopened it).
  React.useEffect(() => {
    if (open) return;
    const previous = opener.current;
    opener.current = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }, [open]);

  if (!open) return null;

  const choose = (form: FormData) => {
    setBusy(true);
    // A choice made before the rules loaded waits for them (before hydration, the form posts).
    void load()
      .then((loaded) => loaded.decideFromForm(data, form))
      .then((action) => {
        setBusy(false);
        if (action !== null) setOpen(false);
      });
  };

  return (
    <ConsentBanner
      id={consentBannerId}
      openedBy={data.openedBy ?? 'page'}
      layer={layer}
      categories={data.definition.categories}
      selection={selection}
      texts={data.texts}
      logo={logo}
      formAction={consentChoicePath}
      returnPath={`${location.pathname}${location.search}`}
      settingsHref={consentSettingsHref(location.pathname, location.search)}
      busy={busy}
      // Once the rules are loaded: focus is kept inside, and the categories switch their services.
      trapFocus={engine !== null}
      onChoose={choose}
      // Settings open in place from hydration on: a click before the rules loaded (they wait
      // for an idle browser) loads them with it instead of loading the settings page.
      onOpenSettings={() => {
        setLayer('layer2');
        void load();
      }}
      {...(engine === null
        ? {}
        : {
            onToggleCategory: (group: string, status: boolean) =>
              setSelection(engine.selectionWithCategory(data, selection, group, status)),
          })}
      onToggleService={(name, status) => {
        const next = new Set(selection);
        if (status) next.add(name);
        else next.delete(name);
        setSelection(next);
      }}
    />
  );
}
