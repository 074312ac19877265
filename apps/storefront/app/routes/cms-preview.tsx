import { Button } from '@vitrine/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { privatePageCache } from '../../server/http/cache-control';
import { type BridgeMessage, editedStory } from '../cms/bridge-messages';
import { loadLocalPreview } from '../cms/local-preview.server';
import type { Route } from './+types/cms-preview';

/** The editor's page stands alone: the framed page shows the shop's frame. */
export const handle = { siteFrame: false };

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.story.name ?? '' }, { name: 'robots', content: 'noindex,nofollow' }];
}

export function headers() {
  return { 'Cache-Control': privatePageCache };
}

/** The local preview page of a story: `/cms-vorschau/{page path}/`. */
export function loader({ params, context }: Route.LoaderArgs) {
  return loadLocalPreview(params['*'], context);
}

/** §9: input is debounced by 300 ms, so the page re-renders once per pause in typing. */
const debounceMs = 300;

/**
 * The local preview for editors (issue 5): the story's content as JSON beside the live page
 * in a frame. Each edit is posted into the frame as the visual editor's `input` event, which
 * the page's Storyblok bridge turns into an in-place update; saving writes a draft file.
 */
export default function CmsPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { story, framePath, canSave } = loaderData;
  const frame = React.useRef<HTMLIFrameElement>(null);
  const [json, setJson] = React.useState(() => JSON.stringify(story.content, null, 2));
  const [edited, setEdited] = React.useState(false);
  const [status, setStatus] = React.useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const editorId = React.useId();
  const statusId = React.useId();

  const post = React.useCallback((message: BridgeMessage) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  React.useEffect(() => {
    // The frame shows the loaded draft already; only edits are sent.
    if (!edited) return;
    const timer = window.setTimeout(() => {
      const result = editedStory(story, json);
      if (result.kind === 'story') {
        post({ action: 'input', story: result.story });
        setStatus({ tone: 'info', text: t('cms.preview.applied') });
      } else {
        setStatus({
          tone: 'error',
          text: t(
            result.kind === 'invalidJson' ? 'cms.preview.invalidJson' : 'cms.preview.notABlock',
          ),
        });
      }
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [edited, json, story, post, t]);

  async function save() {
    const result = editedStory(story, json);
    if (result.kind !== 'story') return;
    const response = await fetch('/_preview/save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fullSlug: story.full_slug, content: result.story.content }),
    }).catch(() => null);
    setStatus(
      response?.ok
        ? { tone: 'info', text: t('cms.preview.saved') }
        : { tone: 'error', text: t('cms.preview.saveFailed') },
    );
  }

  return (
    <main id="inhalt" className="grid min-h-screen gap-4 p-4 lg:grid-cols-[minmax(20rem,2fr)_3fr]">
      <section aria-labelledby={`${editorId}-heading`} className="flex flex-col gap-3">
        <h1 id={`${editorId}-heading`} className="font-display text-2xl font-bold">
          {t('cms.preview.heading', { name: story.name })}
        </h1>
        <p className="text-sm text-ink-soft">{t('cms.preview.intro')}</p>
        <label htmlFor={editorId} className="font-semibold">
          {t('cms.preview.editorLabel')}
        </label>
        <textarea
          id={editorId}
          data-slot="preview-editor"
          aria-describedby={statusId}
          aria-invalid={status?.tone === 'error' ? true : undefined}
          spellCheck={false}
          className="min-h-[60vh] flex-1 rounded-card border border-line bg-surface p-3 font-mono text-sm"
          value={json}
          onChange={(event) => {
            setJson(event.target.value);
            setEdited(true);
          }}
        />
        <p
          id={statusId}
          role="status"
          className={status?.tone === 'error' ? 'text-sm text-danger' : 'text-sm text-ink-soft'}
        >
          {status?.text ?? ''}
        </p>
        <div className="flex flex-wrap gap-2">
          {canSave ? (
            <Button type="button" onClick={save}>
              {t('cms.preview.save')}
            </Button>
          ) : null}
          <Button
            type="button"
            variant="secondary"
            onClick={() => post({ action: 'change', storyId: story.id })}
          >
            {t('cms.preview.reload')}
          </Button>
        </div>
      </section>
      <iframe
        ref={frame}
        title={t('cms.preview.frameTitle')}
        src={framePath}
        className="min-h-[80vh] w-full rounded-card border border-line bg-surface"
      />
    </main>
  );
}
