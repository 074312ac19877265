import * as React from 'react';

/** The nonce of this response's Content-Security-Policy, given by entry.server.tsx. */
export const CspNonceContext = React.createContext<string | undefined>(undefined);

/**
 * Zod without its compiled validators, set before any module runs: its `new Function('')`
 * probe (caught, but reported by the Content-Security-Policy as a violation) fires when a module
 * builds an object schema, and React Router's module script is `async`, so it may run before
 * anything later in the document. A classic inline script first in the head runs before it.
 */
const zodWithoutEval = 'globalThis.__zod_globalConfig={jitless:true};';

export function ZodWithoutEval() {
  const nonce = React.useContext(CspNonceContext);
  return (
    <script
      nonce={nonce}
      // The browser hides a nonce after parsing: the client renders none, which is no change.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no input
      dangerouslySetInnerHTML={{ __html: zodWithoutEval }}
    />
  );
}
