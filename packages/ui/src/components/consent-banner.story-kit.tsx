import type { Meta } from '@storybook/react-vite';
import {
  acceptedServiceNames,
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
import { consentContent } from './dialogs/overlay-fixtures';

/*
 * The story harness the consent banner's showcase and behaviour stories share: the demo that
 * drives the banner with the domain's consent machine, its args and the meta fields both use.
 * Not a stories file, so Storybook does not index it.
 */

/** A fixed page-load time, so the stories do not depend on the clock. */
const now = Date.UTC(2026, 10, 2, 9, 0);

/** The footer link that reopens the banner; focus returns to it when the banner closes. */
const settingsLinkId = 'consent-settings-link';

type DemoArgs = {
  /** Events sent once at the start, e.g. to open layer 2. */
  initialEvents?: readonly ConsentBannerEvent[];
  /** Blank the CMS texts, to show the catalogue's. */
  withoutCmsTexts?: boolean;
  /** The consent the machine saved. */
  onSaved?: (consent: Consent) => void;
};

/** The banner's props the consent machine drives: the demo's args choose how it starts instead. */
export type ConsentBannerArgs = StoryArgs<ConsentBannerProps, keyof ConsentBannerProps, DemoArgs>;

/** Shown in the props table but set by the machine or the demo: no control pretends otherwise. */
const setByTheDemo = { control: false } as const;

/** The action a banner's submit button posted, as the machine's event. */
function choiceEvent(form: FormData): ConsentBannerEvent {
  const action = form.get('action');
  if (action === 'acceptAll') return { type: 'consent.acceptAll', now };
  if (action === 'rejectAll') return { type: 'consent.rejectAll', now };
  return { type: 'consent.saveSelection', now };
}

/**
 * The banner driven by the domain's consent machine over the demo space's consent block, as
 * the shop drives it with its own rules: shown while the machine shows it, the choice from the
 * form's pressed button, focus back on the footer link when it closes.
 */
export function ConsentDemo({
  initialEvents,
  withoutCmsTexts,
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
  const open = snapshot.matches('bannerShown');
  const wasOpen = React.useRef(open);
  React.useEffect(() => {
    if (wasOpen.current && !open) document.getElementById(settingsLinkId)?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <div className="min-h-[700px] p-4">
      <Button id={settingsLinkId} variant="link" onClick={() => send({ type: 'consent.reopen' })}>
        {t('footer.consentSettings')}
      </Button>
      {open ? (
        <ConsentBanner
          layer={snapshot.matches({ bannerShown: 'layer2' }) ? 'layer2' : 'layer1'}
          categories={block.definition.categories}
          selection={new Set(acceptedServiceNames(snapshot.context.selection))}
          texts={withoutCmsTexts ? {} : block}
          logo={
            logo ?? <span className="font-display text-2xl font-extrabold text-primary">Nido</span>
          }
          formAction="#"
          returnPath="/"
          settingsHref="?consent=settings#consent-banner"
          trapFocus
          className={className}
          onOpenSettings={() => send({ type: 'consent.openSettings' })}
          onToggleCategory={(group, status) =>
            send({ type: 'consent.toggleCategory', group, status })
          }
          onToggleService={(name, status) => send({ type: 'consent.toggleService', name, status })}
          onChoose={(form) => send(choiceEvent(form))}
        />
      ) : null}
    </div>
  );
}

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const consentBannerStoryMeta = {
  args: { withoutCmsTexts: false, onSaved: fn() },
  argTypes: {
    layer: setByTheDemo,
    categories: setByTheDemo,
    selection: setByTheDemo,
    texts: setByTheDemo,
    logo: setByTheDemo,
    formAction: setByTheDemo,
    returnPath: setByTheDemo,
    settingsHref: setByTheDemo,
    busy: setByTheDemo,
    trapFocus: setByTheDemo,
    id: setByTheDemo,
    openedBy: setByTheDemo,
    initialEvents: { control: false },
  },
  render: (args) => <ConsentDemo {...args} />,
} satisfies Partial<Meta<ConsentBannerArgs>>;

/** The consent block's German texts, which the stories' checks look for. */
export const cms = consentContent.de;
