import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type Consent,
  type ConsentBannerEvent,
  consentBannerMachine,
} from '@vitrine/domain/consent';
import { consentSchema } from '@vitrine/domain/content-model';
import { useMachine } from '@xstate/react';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
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
 * Behaviour of Consent banner: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Consent banner/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
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

/** Tabs until the element has focus; fails instead of looping when it is not reachable. */
const tabTo = async (element: HTMLElement) => {
  for (let step = 0; step < 30 && document.activeElement !== element; step++) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
};
const statuses = (consent: Consent) =>
  Object.fromEntries(consent.categories.map((category) => [category.group, category.status]));

/** Keyboard only: accept all from layer 1; the banner closes and every category is on. */
export const AcceptAllWithKeyboard: Story = {
  play: async ({ args }) => {
    const banner = await screen.findByRole('dialog', { name: String(cms.title) });
    const accept = screen.getByRole('button', { name: String(cms.acceptAllLabel) });
    await waitFor(() => expect(banner.contains(document.activeElement)).toBe(true));
    await tabTo(accept);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
    const saved = (args.onSaved as ReturnType<typeof fn>).mock.calls[0]?.[0] as Consent;
    await expect(statuses(saved)).toEqual({
      essential: true,
      statistics: true,
      marketing: true,
      comfort: true,
    });
  },
};

/**
 * Keyboard only: settings, switch statistics on with Space, save the selection; focus goes
 * back to the footer link, which reopens layer 2 with the saved choice.
 */
export const CustomSelectionWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const banner = await screen.findByRole('dialog', { name: String(cms.title) });
    const settings = screen.getByRole('button', { name: String(cms.infoLabel) });
    await waitFor(() => expect(banner.contains(document.activeElement)).toBe(true));
    await tabTo(settings);
    await userEvent.keyboard('{Enter}');
    const layer2 = await screen.findByRole('dialog', { name: String(cms.settingsTitle) });
    const statistics = screen.getByRole('switch', {
      name: interpolate(de.consent.categoryLabel, { title: 'Statistik' }),
    });
    await tabTo(statistics);
    await userEvent.keyboard(' ');
    await expect(statistics).toBeChecked();
    const save = screen.getByRole('button', { name: String(cms.saveSelectionLabel) });
    await tabTo(save);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(layer2).not.toBeInTheDocument());
    const saved = (args.onSaved as ReturnType<typeof fn>).mock.calls[0]?.[0] as Consent;
    await expect(statuses(saved)).toEqual({
      essential: true,
      statistics: true,
      marketing: false,
      comfort: false,
    });
    const link = canvas.getByRole('button', { name: de.footer.consentSettings });
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: String(cms.settingsTitle) });
    await expect(
      screen.getByRole('switch', {
        name: interpolate(de.consent.categoryLabel, { title: 'Statistik' }),
      }),
    ).toBeChecked();
  },
};
