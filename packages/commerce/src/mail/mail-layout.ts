/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The parts of a mail body: paragraphs, an optional call-to-action link, a closing line. */
export interface MailBody {
  readonly language: string;
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  readonly action?: { readonly label: string; readonly url: string };
  readonly closing: string;
}

/** The plain-text part. */
export function renderText(body: MailBody): string {
  const lines = [body.greeting, '', ...body.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (body.action) lines.push(`${body.action.label}: ${body.action.url}`, '');
  lines.push(body.closing);
  return lines.join('\n');
}

/** The HTML part; every text is escaped, so what a shopper typed cannot become markup. */
export function renderHtml(body: MailBody): string {
  const paragraphs = body.paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
  const action = body.action
    ? `<p><a href="${escapeHtml(body.action.url)}">${escapeHtml(body.action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${escapeHtml(body.language)}"><body style="font-family:sans-serif"><p>${escapeHtml(body.greeting)}</p>${paragraphs}${action}<p>${escapeHtml(body.closing)}</p></body></html>`;
}
