import type { Meta } from '@storybook/react-vite';
import {
  type Consent,
  type ConsentBannerEvent,
  consentBannerMachine,
} from '@vitrine/domain/consent';
import { consentSchema } from '@vitrine/domain/content-model';
import { useMachine } from '@xstate/react';
import * as React from 'react';
import { fn } from 'storybook/test';
import { useUiText } from '../i18n/ui-text';
import type { StoryArgs } from '../stories/documents';
import { Button } from './button';
import { ConsentBanner, type ConsentBannerProps } from './consent-banner';
import { DialogStackProvider } from './dialog';
import { consentContent } from './dialogs/overlay-fixtures';

/*
 * The story harness the consent banner's showcase and behaviour stories share: the demo that
 * drives the banner with the domain's consent machine, its args and the meta fields both use.
 * Not a stories file, so Storybook does not index it.
 */

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
export type ConsentBannerArgs = StoryArgs<ConsentBannerProps, keyof ConsentBannerProps, DemoArgs>;

/** Shown in the props table but set by the machine or the demo: no control pretends otherwise. */
const setByTheDemo = { control: false } as const;

/** The banner driven by the domain's consent machine over the demo space's consent block. */
export function ConsentDemo({
  initialEvents,
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
    for (const event of initialEvents ?? []) send(event);
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

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const consentBannerStoryMeta = {
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
} satisfies Partial<Meta<ConsentBannerArgs>>;

/** The consent block's German texts, which the stories' checks look for. */
export const cms = consentContent.de;
