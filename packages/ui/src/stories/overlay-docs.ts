/**
 * Docs-page setting for stories that open dialogs or toasts: each story renders in its own
 * frame, so the autodocs page does not stack every story's overlay, focus trap and scroll lock
 * on top of one another.
 */
export const overlayDocs = { story: { inline: false, iframeHeight: 720 } } as const;
