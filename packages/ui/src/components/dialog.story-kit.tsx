import type { Meta } from '@storybook/react-vite';
import type { DialogEntryInput } from '@vitrine/domain/dialog';
import { screen } from 'storybook/test';
import { de } from '../i18n/de';
import { Button } from './button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  type DialogProps,
  DialogStackProvider,
  DialogTitle,
  DialogTrigger,
} from './dialog';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** Fixture copy: the remind-when-available dialog of a real article. */
export const copy = {
  title: 'Kinderwagen Lumi, Salbeigrün',
  description: 'Derzeit ausverkauft – bald wieder lieferbar.',
  body: 'Der Kinderwagen Lumi kommt in der 14. Kalenderwoche wieder ins Lager. Bis dahin lässt er sich auf die Wunschliste setzen.',
  open: 'Details anzeigen',
  other: 'Suche',
};

/** The fixture dialog with its trigger: title, description, body and two actions. */
export function SampleDialog({
  id = 'sample',
  title = copy.title,
  ...props
}: Partial<DialogProps> & {
  /** The dialog's id in the page's dialog stack (`sample` by default). */
  id?: string;
  /** The dialog's title (the fixture article's by default). */
  title?: string;
}) {
  return (
    <Dialog id={id} {...props}>
      <DialogTrigger asChild>
        <Button id={`${id}-trigger`}>{copy.open}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p>{copy.body}</p>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{de.common.close}</Button>
          </DialogClose>
          <Button>{de.actions.addToWishlist}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The playground's arguments: a few of the dialog's own props and the dialogs open at first. */
export type PlaygroundArgs = Pick<DialogProps, 'position' | 'modal' | 'returnFocusTo'> & {
  /** The dialogs open when the story starts. */
  defaultOpen?: readonly DialogEntryInput[];
};

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const dialogStoryMeta = {
  subcomponents: {
    DialogStackProvider,
    DialogTrigger,
    DialogContent,
    DialogHeader,
    DialogBody,
    DialogFooter,
    DialogTitle,
    DialogDescription,
    DialogClose,
  },
  args: { position: 'center', modal: false },
  argTypes: {
    position: { control: 'inline-radio', options: ['center', 'right', 'left', 'mobileLeft'] },
  },
  render: ({ defaultOpen, ...args }: PlaygroundArgs) => (
    <DialogStackProvider defaultOpen={defaultOpen}>
      <div className="flex min-h-[600px] items-start gap-3 p-4">
        <SampleDialog {...args} />
        <Button id="search-field" variant="ghost">
          {copy.other}
        </Button>
      </div>
    </DialogStackProvider>
  ),
} satisfies Partial<Meta>;

/** Finds the fixture dialog by its title. */
export const dialog = () => screen.findByRole('dialog', { name: copy.title });
