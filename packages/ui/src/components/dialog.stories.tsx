import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
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
 * A panel over the page: centred, from the right, from the left, or a left drawer on phones.
 * Use a dialog for a task or detail that belongs to the page the shopper is on; a modal one only
 * when they must answer. Don't chain dialogs deeply — at most one on top of another.
 */
const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  ...dialogStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
// The stories set the playground's arguments, a few of the dialog's own props.
type Story = StoryObj<PlaygroundArgs>;

/**
 * A dialog opens from its trigger: a panel over the page with a title, a short description,
 * its content and the actions at the foot. Use it for a task or detail that belongs to the
 * page the shopper is on; a whole new task belongs on a page of its own.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: copy.open })).toBeVisible();
  },
};

export const Playground: Story = {};

/** A modal dialog: the shopper must answer it (escape and a click outside do not close it). */
export const Modal: Story = {
  args: { modal: true, defaultOpen: [{ id: 'sample', modal: true }] },
  play: async () => {
    const content = await dialog();
    await expect(content).toHaveAttribute('data-modal');
    await userEvent.keyboard('{Escape}');
    await expect(content).toBeInTheDocument();
  },
};

export const Center: Story = { args: { defaultOpen: [{ id: 'sample', position: 'center' }] } };

export const Right: Story = {
  args: { position: 'right', defaultOpen: [{ id: 'sample', position: 'right' }] },
  play: async () => {
    await expect(await dialog()).toHaveAttribute('data-position', 'right');
  },
};

export const Left: Story = {
  args: { position: 'left', defaultOpen: [{ id: 'sample', position: 'left' }] },
};

/** A left drawer below 768 px … */
export const MobileLeft: Story = {
  args: { position: 'mobileLeft', defaultOpen: [{ id: 'sample', position: 'mobileLeft' }] },
  globals: { viewport: { value: 'xs' } },
};

/** … and a centred dialog from 768 px on. */
export const MobileLeftOnDesktop: Story = {
  args: { position: 'mobileLeft', defaultOpen: [{ id: 'sample', position: 'mobileLeft' }] },
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

/** Two dialogs stacked: the one opened last lies on top, the page stays locked beneath. */
export const Stacked: Story = {
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
  },
};
