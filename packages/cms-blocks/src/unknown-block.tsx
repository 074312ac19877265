import { useCmsText } from './i18n/cms-text';
import { useBlockRender } from './render-context';

/**
 * A component the content model does not know: a visible notice in the CMS preview, so the
 * editor sees it, and nothing in production.
 */
export function UnknownBlock({ name }: { readonly name: string }) {
  const { preview } = useBlockRender();
  const t = useCmsText();
  if (!preview) return null;
  return (
    <p
      role="note"
      data-slot="cms-unknown-component"
      data-component={name}
      className="rounded-card border-2 border-dashed border-warning bg-warning-soft p-4 text-sm text-ink"
    >
      {t('unknownComponent', { name })}
    </p>
  );
}
