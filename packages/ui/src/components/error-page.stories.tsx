import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { fr } from '../i18n/fr';
import { nl } from '../i18n/nl';
import { ErrorPage } from './error-page';

/**
 * The page a shopper sees when an address leads nowhere or the shop failed: what happened, what
 * to try, a search field and the way home. Use it for the 404 and error pages only; a failed
 * form or call inside a page gets an inline message or a toast, never this page.
 */
const meta = {
  title: 'Layout/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { status: 500, homeHref: '/' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      de.errorPage.headline,
    );
    await expect(canvas.getByRole('link', { name: de.errorPage.backToHome })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByText(de.errorPage.details)).toBeNull();
  },
};

export const Playground: Story = {};

export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      de.errorPage.notFoundHeadline,
    );
  },
};

/** Page not found: the page points to the search; the field is a plain GET form to the search page. */
export const NotFoundWithSearch: Story = {
  args: { status: 404, searchAction: '/suche/' },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('search', { name: de.errorPage.searchLabel });
    await expect(search).toHaveAttribute('action', '/suche/');
    await expect(search).toHaveAttribute('method', 'get');
    const field = canvas.getByRole('searchbox', { name: de.errorPage.searchLabel });
    await expect(field).toHaveAttribute('name', 'q');
    await expect(canvas.getByRole('button', { name: de.actions.search })).toBeVisible();
  },
};

/**
 * The shop's own 404 page from the CMS, when the shop has one: the editor's headline and text in
 * place of the catalogue's, the search below.
 */
export const NotFoundWithEditorContent: Story = {
  args: {
    status: 404,
    searchAction: '/suche/',
    headline: 'Diese Seite gibt es nicht',
    children: (
      <>
        <p>Vielleicht hat sich die Adresse geändert. Über die Suche finden Sie schnell weiter.</p>
        <a href="/" className="font-semibold text-primary underline">
          Zur Startseite
        </a>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Diese Seite gibt es nicht',
    );
    await expect(canvas.queryByText(de.errorPage.notFoundMessage)).toBeNull();
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};

const details = {
  statusCode: 500,
  statusMessage: 'Internal Server Error',
  stack:
    'Error: layout failed\n    at loadLayout (server/layout.ts:42:11)\n    at loader (app/root.tsx:18:5)',
  data: { path: '/kinderwagen/', locale: 'de-de' },
};

/** On the QA environment only, the status, message, stack and data are shown too. */
export const WithQaDetails: Story = {
  args: { details, showDetails: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(de.errorPage.details)).toBeVisible();
    await expect(canvas.getByText('Internal Server Error')).toBeVisible();
  },
};

/** Outside QA the same details are not shown. */
export const DetailsHiddenOutsideQa: Story = {
  args: { details, showDetails: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Internal Server Error')).toBeNull();
  },
};

/** The language toolbar switches the catalogue: the same page in French… */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      fr.errorPage.headline,
    );
    await expect(canvas.getByRole('link', { name: fr.errorPage.backToHome })).toBeVisible();
  },
};

/** …and in Dutch. */
export const Dutch: Story = {
  globals: { language: 'nl' },
  args: { status: 404, searchAction: '/suche/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      nl.errorPage.notFoundHeadline,
    );
    await expect(canvas.getByRole('search', { name: nl.errorPage.searchLabel })).toBeVisible();
  },
};
