import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { fr } from '../i18n/fr';
import { nl } from '../i18n/nl';
import { ErrorPage } from './error-page';

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

const details = {
  statusCode: 500,
  statusMessage: 'Internal Server Error',
  stack:
    'Error: layout failed\n    at loadLayout (server/layout.ts:42:11)\n    at loader (app/root.tsx:18:5)',
  data: { path: '/kinderwagen/', locale: 'de-de' },
};

/** §2: on the QA environment only, the status, message, stack and data are shown too. */
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
  args: { status: 404 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      nl.errorPage.notFoundHeadline,
    );
  },
};
