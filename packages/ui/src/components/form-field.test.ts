import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { uiMessages, uiNamespace } from '../i18n/catalogues';
import { createI18nInstance } from '../i18n/create-i18n-instance';
import { UiTextProvider } from '../i18n/ui-text';
import { FieldError } from './form-field';

/** A shop's instance: ui's texts beside a page's own namespace (the storefront's `translation`). */
const i18n = createI18nInstance('fr', {
  [uiNamespace]: uiMessages.fr,
  translation: { signUp: { emailTaken: 'Adresse déjà utilisée.' } },
});

const render = (errors: Parameters<typeof FieldError>[0]['errors']) =>
  renderToString(h(UiTextProvider, { i18n }, h(FieldError, { errors })));

describe('a field error carries any catalogue message key (issue 18)', () => {
  test("a validation rule's key is read in ui's catalogue, with its placeholder values", () => {
    expect(
      render([{ key: 'reset-password.fields.new-password.min', params: { min: 10 } }]),
    ).toContain(
      uiMessages.fr['reset-password'].fields['new-password'].min.replace('{{min}}', '10'),
    );
  });

  test("a page's own key is read in the namespace it names", () => {
    expect(render([{ key: 'signUp.emailTaken', params: {}, ns: 'translation' }])).toContain(
      'Adresse déjà utilisée.',
    );
  });

  test('no errors, nothing shown', () => {
    expect(render([])).toBe('');
  });
});
