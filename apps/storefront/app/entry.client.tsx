import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLanguageTexts, pageLanguage } from './i18n/translator';

// The page's texts are a chunk of their own (one language of three): loaded before React
// hydrates, so the first render in the browser reads the same texts as the server's.
void loadLanguageTexts(pageLanguage(document.documentElement.lang)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
