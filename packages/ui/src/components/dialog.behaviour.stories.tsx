import type { Meta, StoryObj } from '@storybook/react-vite';
import { swipeCloseDistance } from '@vitrine/domain/dialog';
import { expect, fireEvent, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { overlayDocs } from '../stories/overlay-docs';
import { Button } from './button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogStackProvider,
  DialogTitle,
  useDialogStack,
} from './dialog';
import {
  copy,
  dialog,
  dialogStoryMeta,
  type PlaygroundArgs,
  SampleDialog,
} from './dialog.story-kit';

/**
 * Behaviour of Dialog: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Dialog/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: Dialog,
  ...dialogStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
// The stories set the playground's arguments, a few of the dialog's own props.
type Story = StoryObj<PlaygroundArgs>;

/** Keyboard only (§4): focus moves into the dialog, stays inside, escape closes, focus returns. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: copy.open });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const content = await dialog();
    await expect(content).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(content.contains(document.activeElement)).toBe(true));
    // Tabbing past the last control wraps to the first: the focus is trapped.
    for (let step = 0; step < 4; step++) {
      await userEvent.tab();
      await expect(content.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(content).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** §4: closing hands focus to the element id the dialog names, not to its trigger. */
export const ReturnsFocusToElement: Story = {
  args: { returnFocusTo: 'search-field' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy.open }));
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: de.common.close }));
    await waitFor(() => expect(canvas.getByRole('button', { name: copy.other })).toHaveFocus());
  },
};

function OpenedById() {
  const { open } = useDialogStack();
  return (
    <div className="flex min-h-[600px] items-start gap-3 p-4">
      <Button variant="ghost">{copy.other}</Button>
      <Button id="plain-opener" aria-haspopup="dialog" onClick={() => open('sample')}>
        {copy.open}
      </Button>
      <Dialog id="sample">
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/**
 * A dialog opened by id from a plain button (a header icon, a filter button: no
 * `DialogTrigger`, no `returnFocusTo`) gives focus back to that button when it closes.
 */
export const ReturnsFocusToOpener: Story = {
  render: () => (
    <DialogStackProvider>
      <OpenedById />
    </DialogStackProvider>
  ),
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: copy.open });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const content = await dialog();
    await waitFor(() => expect(content.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(content).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** §4: escape does not close a modal dialog; its buttons do. */
export const ModalClosesOnlyByItsButtons: Story = {
  args: { modal: true, defaultOpen: [{ id: 'sample', modal: true }] },
  play: async () => {
    const content = await dialog();
    await expect(content).toHaveAttribute('data-modal');
    await userEvent.keyboard('{Escape}');
    await expect(content).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: de.common.close }));
    await waitFor(() => expect(content).not.toBeInTheDocument());
  },
};

/** A click on the page beside a non-modal dialog closes it; beside a modal one it does not. */
export const ClickOutside: Story = {
  args: { defaultOpen: [{ id: 'sample' }] },
  play: async () => {
    const content = await dialog();
    const overlay = document.querySelector('[data-slot="dialog-overlay"]');
    if (!(overlay instanceof HTMLElement)) throw new Error('no overlay');
    await userEvent.click(overlay);
    await waitFor(() => expect(content).not.toBeInTheDocument());
  },
};

export const ClickOutsideModal: Story = {
  args: { modal: true, defaultOpen: [{ id: 'sample', modal: true }] },
  play: async () => {
    const content = await dialog();
    const overlay = document.querySelector('[data-slot="dialog-overlay"]');
    if (!(overlay instanceof HTMLElement)) throw new Error('no overlay');
    await userEvent.click(overlay);
    await expect(content).toBeInTheDocument();
  },
};

const touch = { pointerId: 1, pointerType: 'touch', isPrimary: true, button: 0, buttons: 1 };

const swipeDown = async (element: HTMLElement, distance: number) => {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + 20;
  fireEvent.pointerDown(element, { ...touch, clientX: x, clientY: y });
  for (let step = 1; step <= 5; step++) {
    fireEvent.pointerMove(element, { ...touch, clientX: x, clientY: y + (distance * step) / 5 });
  }
  fireEvent.pointerUp(element, { ...touch, buttons: 0, clientX: x, clientY: y + distance });
};

/** §4, §9: a swipe down of more than 70 px closes a non-modal dialog; a shorter one does not. */
export const SwipeDownToClose: Story = {
  args: { defaultOpen: [{ id: 'sample' }] },
  globals: { viewport: { value: 'xs' } },
  play: async () => {
    const content = await dialog();
    await swipeDown(content, swipeCloseDistance - 20);
    await expect(content).toBeInTheDocument();
    await expect(content).not.toHaveAttribute('data-swiping');
    await swipeDown(content, swipeCloseDistance + 30);
    await waitFor(() => expect(content).not.toBeInTheDocument());
  },
};

/** A modal dialog stays however far it is pulled. */
export const SwipeDoesNotCloseModal: Story = {
  args: { modal: true, defaultOpen: [{ id: 'sample', modal: true }] },
  globals: { viewport: { value: 'xs' } },
  play: async () => {
    const content = await dialog();
    await swipeDown(content, swipeCloseDistance * 3);
    await expect(content).toBeInTheDocument();
  },
};

function StackedDemo() {
  const { open } = useDialogStack();
  return (
    <div className="flex min-h-[600px] items-start gap-3 p-4">
      <Dialog id="filter" position="right" returnFocusTo="stack-opener">
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{de.dialogs.filter.title}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <Button onClick={() => open('conditions')}>{copy.open}</Button>
          </DialogBody>
        </DialogContent>
      </Dialog>
      <SampleDialog id="conditions" />
      <Button id="stack-opener" variant="secondary" onClick={() => open('filter')}>
        {de.dialogs.filter.title}
      </Button>
    </div>
  );
}

const scrollLocked = () => document.body.hasAttribute('data-scroll-locked');

/**
 * §4: the latest opened dialog is on top; escape closes only that one; the page stays
 * locked until the last dialog closes, and focus goes back to the configured element.
 */
export const StackedEscapeClosesTopFirst: Story = {
  render: () => (
    <DialogStackProvider>
      <StackedDemo />
    </DialogStackProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: de.dialogs.filter.title }));
    const filter = await screen.findByRole('dialog', { name: de.dialogs.filter.title });
    await userEvent.click(screen.getByRole('button', { name: copy.open }));
    const top = await dialog();
    await expect(Number(top.getAttribute('data-level'))).toBeGreaterThan(
      Number(filter.getAttribute('data-level')),
    );
    await expect(Number(getComputedStyle(top).zIndex)).toBeGreaterThan(
      Number(getComputedStyle(filter).zIndex),
    );
    await expect(scrollLocked()).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(top).not.toBeInTheDocument());
    await expect(filter).toBeInTheDocument();
    await expect(scrollLocked()).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(filter).not.toBeInTheDocument());
    await waitFor(() => expect(scrollLocked()).toBe(false));
    await expect(canvas.getByRole('button', { name: de.dialogs.filter.title })).toHaveFocus();
  },
};
