import type { ConsentDefinition } from '@vitrine/domain/consent';
import type { ConsentBlock } from '@vitrine/domain/content-model';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { Button } from './button';

/** The banner's texts as the CMS delivers them; a blank one falls back to the ui catalogue. */
type ConsentBannerTexts = Partial<
  Pick<
    ConsentBlock,
    | 'title'
    | 'text'
    | 'acceptAllLabel'
    | 'infoLabel'
    | 'settingsTitle'
    | 'saveSelectionLabel'
    | 'saveAllLabel'
  >
>;

/** What a banner's button posts as `action` (accept all, reject all, save selection). */
type ConsentBannerAction = 'acceptAll' | 'rejectAll' | 'saveSelection';

type ConsentBannerProps = {
  /** Layer 1 (accept, reject, settings) or layer 2 (categories and services). */
  layer: 'layer1' | 'layer2';
  /** The categories and services of the CMS's consent definition, in its order. */
  categories: ConsentDefinition['categories'];
  /** The services ticked on layer 2 (the visitor's consent, or what they ticked since). */
  selection: ReadonlySet<string>;
  /** The banner's texts and button labels from the CMS consent block; blank ones fall back. */
  texts?: ConsentBannerTexts;
  /** The brand's logo on layer 1. */
  logo?: React.ReactNode;
  /** Where the form posts the choice (the shop's consent route), so it works without JavaScript. */
  formAction: string;
  /** The page's path and query, posted as `return`: where the choice leads back to. */
  returnPath: string;
  /** Layer 1's settings link: the page's address with layer 2 open, without JavaScript. */
  settingsHref: string;
  /** Shows layer 2 in place once scripts run (the link's address is not followed then). */
  onOpenSettings?: () => void;
  /**
   * Submits a choice in the page once scripts run, with the form's values and the pressed
   * button's `action`; without it the form posts.
   */
  onChoose?: (form: FormData) => void;
  /** A service's box changed on layer 2, with its name and new state. */
  onToggleService?: (name: string, status: boolean) => void;
  /**
   * A category's box changed on layer 2, with its group and new state. Given once the rules
   * that switch a category's services are loaded; before, only the services' boxes show.
   */
  onToggleCategory?: (group: string, status: boolean) => void;
  /** While a choice is being saved: the buttons do nothing meanwhile. */
  busy?: boolean;
  /** Keeps focus in the banner (Tab cycles, focus moving out comes back): once scripts run. */
  trapFocus?: boolean;
  /** The banner's element id: the footer link's fragment without JavaScript. */
  id?: string;
  /** Why it is open (`page`, `settings`), for the page's styles and tests. */
  openedBy?: string;
  /** Classes for the panel. */
  className?: string;
};

/** The focusable elements of the banner, in order, for the focus trap. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => !element.closest('[hidden]'));
}

/** The banner's choices, each a submit button of its form naming its action. */
const choiceSlots = {
  acceptAll: 'consent-accept-all',
  rejectAll: 'consent-reject-all',
  saveSelection: 'consent-save-selection',
} as const satisfies Record<ConsentBannerAction, string>;

function ChoiceButton({
  action,
  variant,
  busy,
  children,
}: {
  readonly action: ConsentBannerAction;
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
 * A category's box on layer 2 (a category is on when any of its services is on; required
 * ones cannot change), half-ticked while only some of its services are; a click on it then
 * switches the whole category on.
 */
function CategorySwitch({
  category,
  selection,
  onToggle,
}: {
  readonly category: ConsentDefinition['categories'][number];
  readonly selection: ReadonlySet<string>;
  readonly onToggle: (group: string, status: boolean) => void;
}) {
  const { services, required } = category;
  const on = services.filter((service) => service.required || selection.has(service.name));
  const checked = required || on.length > 0;
  const mixed = !required && on.length > 0 && on.length < services.length;
  return (
    <label data-slot="consent-category-switch" className="flex items-center gap-3">
      <input
        type="checkbox"
        checked={checked && !mixed}
        disabled={required || services.every((service) => service.required)}
        ref={(box) => {
          if (box) box.indeterminate = mixed;
        }}
        onChange={(event) => onToggle(category.group, event.currentTarget.checked)}
        className="size-5 accent-primary"
      />
      {category.title}
    </label>
  );
}

/**
 * The cookie consent banner (both layers) as one form, so it works without
 * JavaScript: layer 1 with accept all, reject all and a link to the settings; layer 2 with
 * every service as a box (and, once the rules are loaded, each category as a box switching its
 * services), reject all, save selection and accept all. A modal panel over the page: with
 * scripts, focus stays inside. Which services are on and when the banner shows are the consent
 * rules'; the shop renders it only while it is open.
 */
function ConsentBanner({
  layer,
  categories,
  selection,
  texts = {},
  logo,
  formAction,
  returnPath,
  settingsHref,
  onOpenSettings,
  onChoose,
  onToggleService,
  onToggleCategory,
  busy = false,
  trapFocus = false,
  id = 'consent-banner',
  openedBy = 'page',
  className,
}: ConsentBannerProps) {
  const { t } = useUiText();
  const panel = React.useRef<HTMLElement>(null);
  const text = (key: keyof ConsentBannerTexts, fallback: string) => {
    const own = texts[key]?.trim();
    return own ? own : fallback;
  };

  // Focus moves into the banner when it opens or changes layer, and stays there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layer moves focus in again.
  React.useEffect(() => {
    const root = panel.current;
    if (!trapFocus || root === null) return;
    if (!root.contains(document.activeElement)) root.focus();
    const keepFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) root.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => document.removeEventListener('focusin', keepFocus);
  }, [trapFocus, layer]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (!trapFocus || event.key !== 'Tab' || panel.current === null) return;
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
    if (onChoose === undefined) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    onChoose(new FormData(event.currentTarget, submitter));
  };

  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  return (
    <div
      data-slot="consent-banner"
      data-opened-by={openedBy}
      className="fixed inset-0 z-40 flex items-end justify-center bg-ink/50 p-2 sm:items-center sm:p-4"
    >
      <section
        id={id}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-layer={layer}
        data-position="center"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          'grid max-h-[90vh] w-full max-w-xl gap-4 overflow-y-auto rounded-card bg-surface p-5 text-ink shadow-lg outline-none',
          className,
        )}
      >
        <form method="post" action={formAction} onSubmit={onSubmit} className="grid gap-4">
          <input type="hidden" name="return" value={returnPath} />
          {layer === 'layer1' ? (
            <>
              {logo ? <div data-slot="consent-logo">{logo}</div> : null}
              <h2 id={titleId} className="text-xl font-semibold">
                {text('title', t('consent.title'))}
              </h2>
              <p id={textId}>{text('text', t('consent.text'))}</p>
              <div className="flex flex-wrap items-center justify-end gap-2">
                <Button asChild variant="link">
                  <a
                    data-slot="consent-settings"
                    href={settingsHref}
                    onClick={(event) => {
                      if (onOpenSettings === undefined) return;
                      event.preventDefault();
                      onOpenSettings();
                    }}
                  >
                    {text('infoLabel', t('consent.settings'))}
                  </a>
                </Button>
                <ChoiceButton action="rejectAll" variant="secondary" busy={busy}>
                  {t('consent.rejectAll')}
                </ChoiceButton>
                <ChoiceButton action="acceptAll" busy={busy}>
                  {text('acceptAllLabel', t('consent.acceptAll'))}
                </ChoiceButton>
              </div>
            </>
          ) : (
            <>
              <h2 id={titleId} className="text-xl font-semibold">
                {text('settingsTitle', t('consent.settingsTitle'))}
              </h2>
              <p id={textId}>{t('consent.settingsText')}</p>
              {categories.map((category) => (
                <fieldset
                  key={category.group}
                  data-slot="consent-category"
                  className="grid gap-2 rounded-card border border-line p-4"
                >
                  <legend className="px-1 font-semibold">
                    {onToggleCategory === undefined ? (
                      category.title
                    ) : (
                      <CategorySwitch
                        category={category}
                        selection={selection}
                        onToggle={onToggleCategory}
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
                          onChange={(event) =>
                            onToggleService?.(service.name, event.currentTarget.checked)
                          }
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
                <ChoiceButton action="rejectAll" variant="ghost" busy={busy}>
                  {t('consent.rejectAll')}
                </ChoiceButton>
                <ChoiceButton action="saveSelection" variant="secondary" busy={busy}>
                  {text('saveSelectionLabel', t('consent.saveSelection'))}
                </ChoiceButton>
                <ChoiceButton action="acceptAll" busy={busy}>
                  {text('saveAllLabel', t('consent.saveAll'))}
                </ChoiceButton>
              </div>
            </>
          )}
        </form>
      </section>
    </div>
  );
}

export {
  ConsentBanner,
  type ConsentBannerAction,
  type ConsentBannerProps,
  type ConsentBannerTexts,
};
