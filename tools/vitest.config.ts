import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Checks of the workspace as a whole (package boundaries), run by the root's `npm test`.
export default defineConfig({
  test: { root: fileURLToPath(new URL('..', import.meta.url)), include: ['tools/**/*.test.ts'] },
});
