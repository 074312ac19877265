import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type Consent,
  type ConsentBannerEvent,
  consentBannerMachine,
} from '@vitrine/domain/consent';
import { consentSchema } from '@vitrine/domain/content-model';
import { useMachine } from '@xstate/react';
import * as React from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { useUiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import { overlayDocs } from '../stories/overlay-docs';
import { Button } from './button';
import { ConsentBanner, type ConsentBannerProps } from './consent-banner';
import { DialogStackProvider } from './dialog';
import { consentContent } from './dialogs/overlay-fixtures';

/** A fixed page-load time, so the stories do not depend on the clock. */
const now = Date.UTC(2026, 10, 2, 9, 0);

type DemoArgs = {
  /** Events sent once at the start, e.g. to open layer 2. */
  initialEvents?: readonly ConsentBannerEvent[];
  /** Blank the CMS texts, to show the catalogue's. */
  withoutCmsTexts?: boolean;
  /** Offers "only necessary" on layer 2 (the banner's `onRejectAll`). */
  withRejectAll?: boolean;
  /** The consent the machine saved. */
  onSaved?: (consent: Consent) => void;
};

/** The banner's props the consent machine drives: the demo's args choose how it starts instead. */
type ConsentBannerArgs = StoryArgs<ConsentBannerProps, keyof ConsentBannerProps, DemoArgs>;

/** Shown in the props table but set by the machine or the demo: no control pretends otherwise. */
const setByTheDemo = { control: false } as const;

/** The banner driven by the domain's consent machine over the demo space's consent block. */
function ConsentDemo({
  initialEvents = [],
  withoutCmsTexts,
  withRejectAll,
  onSaved,
  logo,
  className,
}: ConsentBannerArgs) {
  const { t, language } = useUiText();
  const block = React.useMemo(
    () => consentSchema.parse({ _uid: 'consent-banner', ...consentContent[language] }),
    [language],
  );
  const [snapshot, send, actor] = useMachine(consentBannerMachine, {
    input: { definition: block.definition, now },
  });
  React.useEffect(() => {
    for (const event of initialEvents) send(event);
  }, [initialEvents, send]);
  React.useEffect(() => {
    const subscription = actor.on('consent.updated', ({ consent }) => onSaved?.(consent));
    return () => subscription.unsubscribe();
  }, [actor, onSaved]);
  return (
    <DialogStackProvider>
      <div className="min-h-[700px] p-4">
        <Button
          id="consent-settings-link"
          variant="link"
          onClick={() => send({ type: 'consent.reopen' })}
        >
          {t('footer.consentSettings')}
        </Button>
        <ConsentBanner
          open={snapshot.matches('bannerShown')}
          layer={snapshot.matches({ bannerShown: 'layer2' }) ? 'layer2' : 'layer1'}
          categories={snapshot.context.selection.categories}
          texts={withoutCmsTexts ? {} : block}
          logo={
            logo ?? <span className="font-display text-2xl font-extrabold text-primary">Nido</span>
          }
          className={className}
          returnFocusTo="consent-settings-link"
          onAcceptAll={() => send({ type: 'consent.acceptAll', now })}
          onOpenSettings={() => send({ type: 'consent.openSettings' })}
          onToggleCategory={(group, status) =>
            send({ type: 'consent.toggleCategory', group, status })
          }
          onToggleService={(name, status) => send({ type: 'consent.toggleService', name, status })}
          onSaveSelection={() => send({ type: 'consent.saveSelection', now })}
          onRejectAll={withRejectAll ? () => send({ type: 'consent.rejectAll', now }) : undefined}
        />
      </div>
    </DialogStackProvider>
  );
}

/**
 * The cookie consent banner: first a short question (accept all or choose), then the
 * categories and their services to switch on or off. It opens by itself on a first visit and
 * again from the footer's "cookie settings"; it must be answered before the page is used.
 */
const meta = {
  title: 'Overlays/Consent banner',
  component: documents<ConsentBannerArgs>(ConsentBanner),
  parameters: { layout: 'fullscreen', docs: overlayDocs },
  args: { withoutCmsTexts: false, withRejectAll: false, onSaved: fn() },
  argTypes: {
    open: setByTheDemo,
    layer: setByTheDemo,
    categories: setByTheDemo,
    texts: setByTheDemo,
    logo: setByTheDemo,
    id: setByTheDemo,
    returnFocusTo: setByTheDemo,
    initialEvents: { control: false },
  },
  render: (args) => <ConsentDemo {...args} />,
} satisfies Meta<ConsentBannerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const cms = consentContent.de;

/** Layer 1: logo, title, text, accept and settings; escape does not dismiss it. */
export const Layer1: Story = {
  play: async () => {
    const banner = await screen.findByRole('dialog', { name: String(cms.title) });
    await expect(banner).toHaveAttribute('data-layer', 'layer1');
    await expect(screen.getByText('Nido')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(banner).toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** Layer 2: title, the categories with their services, save selection and save all. */
export const Layer2: Story = {
  args: { initialEvents: [{ type: 'consent.openSettings' }] },
  play: async () => {
    const banner = await screen.findByRole('dialog', { name: String(cms.settingsTitle) });
    await expect(banner).toHaveAttribute('data-layer', 'layer2');
    // The required category is on and locked (§4: required ones cannot change).
    const essential = screen.getByRole('switch', {
      name: interpolate(de.consent.categoryLabel, { title: 'Notwendig' }),
    });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
  },
};

/** Services unfold under their category. */
export const Layer2WithServices: Story = {
  args: { initialEvents: [{ type: 'consent.openSettings' }] },
  play: async () => {
    await screen.findByRole('dialog', { name: String(cms.settingsTitle) });
    await userEvent.click(screen.getByText(interpolate(de.consent.services_other, { count: 4 })));
    await expect(
      screen.getByRole('switch', {
        name: interpolate(de.consent.serviceLabel, { title: 'PAYBACK Punkte' }),
      }),
    ).toBeVisible();
  },
};

/** Blank CMS texts fall back to the ui catalogue; "only necessary" shows when offered. */
export const CatalogueTexts: Story = {
  args: {
    withoutCmsTexts: true,
    withRejectAll: true,
    initialEvents: [{ type: 'consent.openSettings' }],
  },
  play: async () => {
    await screen.findByRole('dialog', { name: de.consent.settingsTitle });
    await expect(screen.getByRole('button', { name: de.consent.rejectAll })).toBeVisible();
    await expect(screen.getByRole('button', { name: de.consent.saveAll })).toBeVisible();
  },
};
