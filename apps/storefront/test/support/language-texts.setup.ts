import { loadAllLanguageTexts } from '../../app/i18n/translator';

// Tests read texts through the storefront's translator, as the server does once it loaded them.
await loadAllLanguageTexts();
