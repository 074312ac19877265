import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ConsentCategory, ConsentService } from '@vitrine/domain/consent';
import type { ConsentBlock } from '@vitrine/domain/content-model';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { Button } from './button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useDialogStack,
} from './dialog';
import { ChevronDownIcon } from './icons';

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

type ConsentBannerProps = {
  /** Whether the banner shows (the consent machine is in `bannerShown`). */
  open: boolean;
  /** Layer 1 (accept / settings) or layer 2 (categories and services). */
  layer: 'layer1' | 'layer2';
  /** The categories of the selection the visitor edits (`context.selection.categories`). */
  categories: readonly ConsentCategory[];
  /**
   * The banner's texts and button labels from the CMS consent block; a blank one falls back to the
   * ui catalogue.
   */
  texts?: ConsentBannerTexts;
  /** The brand logo on layer 1. */
  logo?: React.ReactNode;
  /** The dialog id on the page's dialog stack. */
  id?: string;
  /** Element that gets focus after the banner closed, e.g. the footer's settings link. */
  returnFocusTo?: string;
  /** "Accept all" on layer 1 or "save all" on layer 2 was pressed. */
  onAcceptAll: () => void;
  /** The settings button on layer 1 was pressed: show layer 2 with the categories. */
  onOpenSettings: () => void;
  /** A category's switch on layer 2 changed, with the category's group and its new status. */
  onToggleCategory: (group: string, status: boolean) => void;
  /**
   * A single service's switch under its category changed, with the service's name and its new
   * status.
   */
  onToggleService: (name: string, status: boolean) => void;
  /** "Save selection" on layer 2 was pressed: keep exactly the switches as they are. */
  onSaveSelection: () => void;
  /** Shows "only necessary" on layer 2 when given. */
  onRejectAll?: () => void;
  /** Classes for the banner's panel. */
  className?: string;
};

function ConsentSwitch({
  checked,
  disabled,
  label,
  onCheckedChange,
  slot,
}: {
  checked: boolean;
  disabled: boolean;
  label: string;
  onCheckedChange: (checked: boolean) => void;
  slot: string;
}) {
  return (
    <SwitchPrimitive.Root
      data-slot={slot}
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onCheckedChange={onCheckedChange}
      className="inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-control outline-none transition-colors focus-visible:ring-3 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:cursor-not-allowed data-[state=checked]:bg-primary disabled:data-[state=checked]:bg-primary-strong"
    >
      <SwitchPrimitive.Thumb
        data-slot={`${slot}-thumb`}
        className="block size-5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5"
      />
    </SwitchPrimitive.Root>
  );
}

function ServiceRow({
  service,
  onToggle,
}: {
  service: ConsentService;
  onToggle: (name: string, status: boolean) => void;
}) {
  const { t } = useUiText();
  return (
    <li
      data-slot="consent-service"
      data-state={service.status ? 'on' : 'off'}
      className="flex items-center justify-between gap-3 py-2"
    >
      <div className="grid text-sm">
        <span className="font-semibold">{service.title}</span>
        <span className="text-ink-soft">{t('consent.company', { company: service.company })}</span>
      </div>
      <ConsentSwitch
        slot="consent-service-switch"
        checked={service.status}
        disabled={service.required}
        label={t('consent.serviceLabel', { title: service.title })}
        onCheckedChange={(status) => onToggle(service.name, status)}
      />
    </li>
  );
}

function CategoryRow({
  category,
  onToggleCategory,
  onToggleService,
}: {
  category: ConsentCategory;
  onToggleCategory: (group: string, status: boolean) => void;
  onToggleService: (name: string, status: boolean) => void;
}) {
  const { t } = useUiText();
  const titleId = React.useId();
  const servicesId = React.useId();
  const [expanded, setExpanded] = React.useState(false);
  return (
    <section
      data-slot="consent-category"
      data-state={category.status ? 'on' : 'off'}
      aria-labelledby={titleId}
      className="grid gap-2 rounded-card border border-line p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={titleId} className="font-semibold">
            {category.title}
          </h3>
          <p className="text-sm text-ink-soft">{category.text}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {category.required ? (
            <span className="text-xs font-semibold text-ink-soft">{t('consent.required')}</span>
          ) : null}
          <ConsentSwitch
            slot="consent-category-switch"
            checked={category.status}
            disabled={category.required}
            label={t('consent.categoryLabel', { title: category.title })}
            onCheckedChange={(status) => onToggleCategory(category.group, status)}
          />
        </div>
      </div>
      {category.services.length > 0 ? (
        <div data-slot="consent-services" data-state={expanded ? 'open' : 'closed'}>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={servicesId}
            onClick={() => setExpanded(!expanded)}
            className="inline-flex cursor-pointer items-center gap-1 rounded-sm text-sm font-semibold text-primary outline-none focus-visible:ring-3 focus-visible:ring-focus"
          >
            {t('consent.services', { count: category.services.length })}
            <ChevronDownIcon
              className={cn('size-4 transition-transform', expanded && 'rotate-180')}
            />
          </button>
          <ul id={servicesId} hidden={!expanded} className="divide-y divide-line">
            {category.services.map((service) => (
              <ServiceRow key={service.name} service={service} onToggle={onToggleService} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The cookie consent banner of §2 as a modal dialog: layer 1 shows the logo, title, text and
 * the accept and settings buttons; layer 2 the categories with their services, "save
 * selection" and "accept all". Which services are on, what a category toggle does and when
 * the banner shows are the consent machine's rules; this component shows its selection.
 */
function ConsentBanner({
  open,
  layer,
  categories,
  texts = {},
  logo,
  id = 'consent',
  returnFocusTo,
  onAcceptAll,
  onOpenSettings,
  onToggleCategory,
  onToggleService,
  onSaveSelection,
  onRejectAll,
  className,
}: ConsentBannerProps) {
  const { t } = useUiText();
  const stack = useDialogStack();
  const text = (key: keyof ConsentBannerTexts, fallback: string) => {
    const own = texts[key]?.trim();
    return own ? own : fallback;
  };
  const { open: openDialog, close: closeDialog } = stack;
  React.useEffect(() => {
    if (open) openDialog({ id, position: 'center', modal: true, returnFocusTo });
    else closeDialog(id);
  }, [open, id, returnFocusTo, openDialog, closeDialog]);
  return (
    <Dialog id={id} position="center" modal returnFocusTo={returnFocusTo}>
      <DialogContent hideClose data-layer={layer} className={cn('max-w-xl', className)}>
        {layer === 'layer1' ? (
          <>
            <DialogHeader className="pe-5">
              {logo ? <div data-slot="consent-logo">{logo}</div> : null}
              <DialogTitle>{text('title', t('consent.title'))}</DialogTitle>
            </DialogHeader>
            <DialogBody>
              <DialogDescription className="text-base text-ink">
                {text('text', t('consent.text'))}
              </DialogDescription>
            </DialogBody>
            <DialogFooter>
              <Button data-slot="consent-settings" variant="secondary" onClick={onOpenSettings}>
                {text('infoLabel', t('consent.settings'))}
              </Button>
              <Button data-slot="consent-accept-all" onClick={onAcceptAll}>
                {text('acceptAllLabel', t('consent.acceptAll'))}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader className="pe-5">
              <DialogTitle>{text('settingsTitle', t('consent.settingsTitle'))}</DialogTitle>
              <DialogDescription>{t('consent.settingsText')}</DialogDescription>
            </DialogHeader>
            <DialogBody>
              {categories.map((category) => (
                <CategoryRow
                  key={category.group}
                  category={category}
                  onToggleCategory={onToggleCategory}
                  onToggleService={onToggleService}
                />
              ))}
            </DialogBody>
            <DialogFooter>
              {onRejectAll ? (
                <Button data-slot="consent-reject-all" variant="ghost" onClick={onRejectAll}>
                  {t('consent.rejectAll')}
                </Button>
              ) : null}
              <Button
                data-slot="consent-save-selection"
                variant="secondary"
                onClick={onSaveSelection}
              >
                {text('saveSelectionLabel', t('consent.saveSelection'))}
              </Button>
              <Button data-slot="consent-save-all" onClick={onAcceptAll}>
                {text('saveAllLabel', t('consent.saveAll'))}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

export { ConsentBanner, type ConsentBannerProps, type ConsentBannerTexts };
