import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CmsFixtureArgs } from '../stories/cms-frame';
import { fixtureMeta } from '../stories/fixture-meta';

/** The contact form and the newsletter sign-up, checked with the domain's §5 rules. */
const meta = {
  title: 'CMS/Forms',
  ...fixtureMeta({ fixture: 'baby-de-de-faq', pick: 'contact_form' }, 'mx-auto max-w-2xl p-4'),
} satisfies Meta<CmsFixtureArgs>;

export default meta;
type Story = StoryObj<CmsFixtureArgs>;

export const ContactForm: Story = {};

/** Sending an empty form shows each field's message; a malformed address is refused. */
export const ContactFormValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    // The checks load with the first submit: the errors follow a moment later.
    await expect(
      (await canvas.findAllByText('Bitte dieses Feld ausfüllen.')).length,
    ).toBeGreaterThanOrEqual(3);
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), 'anna@');
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

/**
 * The page after a post without JavaScript that the server refused: each error at its field,
 * the entries kept, the order-number field shown because it has an error.
 */
export const ContactFormAfterInvalidPost: Story = {
  args: {
    dataOptions: {
      formOutcome: {
        state: 'invalid',
        errors: [
          { field: 'orderNumber', key: 'validation.required', params: {} },
          { field: 'message', key: 'validation.min-length', params: { min: 10 } },
        ],
        values: {
          subject: 'order',
          name: 'Erika Muster',
          email: 'erika@example.de',
          orderNumber: '',
          message: 'Wo?',
        },
      },
    },
  },
};

/** The page after a post without JavaScript that was sent: the success text. */
export const ContactFormAfterPost: Story = {
  args: { dataOptions: { formOutcome: { state: 'sent' } } },
};

export const Newsletter: Story = {
  args: { fixture: 'baby-fr-fr-home', pick: 'newsletter_signup' },
  globals: { language: 'fr' },
};

/** A malformed address is refused at the field before anything is sent. */
export const NewsletterValidation: Story = {
  args: { fixture: 'baby-fr-fr-home', pick: 'newsletter_signup' },
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Adresse e-mail');
    await userEvent.type(email, 'marie.dupont@exemple');
    await userEvent.keyboard('{Enter}');
    // The checks load with the first submit, as in the contact form: the error follows.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** The page after a post without JavaScript that was refused (too many sign-ups): try later. */
export const NewsletterAfterRefusedPost: Story = {
  args: {
    fixture: 'baby-fr-fr-home',
    pick: 'newsletter_signup',
    dataOptions: { formOutcome: { state: 'failed', values: { email: 'marie.dupont@exemple.fr' } } },
  },
  globals: { language: 'fr' },
};
