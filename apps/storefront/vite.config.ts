import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is the Express app, so the production server imports one module.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : {},
  plugins: [tailwindcss(), reactRouter()],
}));
