import * as React from 'react';
import type { ConsentFrameData } from '../shell/consent-frame.server';
import { whenIdle } from '../when-idle';
import type { TagManagerPageSetting } from './tag-manager';

/**
 * Starts the shop's tag manager once per document, when the browser is idle after the page
 * shows (issue 20): with the consent the visitor holds, read by the consent rules — chunks
 * loaded only in shops that have a tag manager. A shop whose layout has no consent block asks
 * nobody, so its tag manager never loads: Consent Mode's denied defaults only.
 */
export function useTagManagerStart(
  setting: TagManagerPageSetting | null,
  consent: ConsentFrameData | null,
): void {
  const latestConsent = React.useRef(consent);
  latestConsent.current = consent;
  const id = setting?.id ?? null;
  const origin = setting?.origin ?? null;
  React.useEffect(() => {
    if (id === null || origin === null) return;
    const page = { id, origin };
    const start = () => {
      const data = latestConsent.current;
      // Both chunks only in shops with a tag manager: a page without one loads neither.
      void Promise.all([
        import('./tag-manager'),
        data === null ? null : import('../shell/consent-client'),
      ])
        .then(([tagManager, rules]) =>
          tagManager.startTagManager(page, data && rules ? rules.decidedServices(data) : null),
        )
        .catch(() => undefined);
    };
    return whenIdle(start, 3000);
  }, [id, origin]);
}
