import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  future: {
    // Every shop path ends in a slash (§2), and the trailing-slash guard redirects a path
    // without one. Data requests must keep it (`/ratgeber/_.data`), or a client-side
    // navigation's loaders would see `/ratgeber` and be redirected in a loop.
    v8_trailingSlashAwareDataRequests: true,
    // The §4 route guards run once per request as the shop layout's middleware, before any
    // loader or action (their outcome and toasts are on the request's context).
    v8_middleware: true,
  },
} satisfies Config;
