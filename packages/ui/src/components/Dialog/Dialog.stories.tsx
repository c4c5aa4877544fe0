import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  dialogMaxWidths,
  type DialogContentProps,
} from './Dialog';
import { optionArgTypes } from '../../stories/controls';
import {
  closeWithEscape,
  expectClosed,
  expectFocusReturns,
  openInLightMode,
} from '../../stories/overlays';

/** The story's arguments: the content's props, plus the root's and the title's. */
type ExampleProps = DialogContentProps & {
  /** Opens the dialog on first render (`Dialog`). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (`Dialog`). */
  onOpenChange?: (open: boolean) => void;
  /** Text of the `DialogTitle`. */
  title?: string;
};

/** The secondary action: closes the dialog. */
function CancelButton() {
  return (
    <DialogClose asChild>
      <Button variant="outlined" color="inherit">
        Cancel
      </Button>
    </DialogClose>
  );
}

function Example(props: ExampleProps) {
  const { defaultOpen, onOpenChange, title = 'Withdraw funds', ...content } = props;
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Open dialog</Button>
      </DialogTrigger>
      <DialogContent {...content}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>Funds arrive in 1–3 business days.</DialogDescription>
        <DialogBody>
          <label>
            Amount <input name="amount" defaultValue="100" />
          </label>
        </DialogBody>
        <DialogActions>
          <CancelButton />
          <Button>Confirm</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  // The docs page shows the props of the parts a developer writes, not of this story's wrapper.
  component: DialogContent,
  subcomponents: { Dialog, DialogTitle, DialogDescription, DialogBody, DialogActions, DialogClose },
  render: (args) => <Example {...args} />,
  args: { onOpenChange: fn() },
  argTypes: optionArgTypes({ maxWidth: dialogMaxWidths }),
} satisfies Meta<ExampleProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw funds' });
    await expect(dialog).toHaveAccessibleDescription('Funds arrive in 1–3 business days.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosed('dialog');
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeAndFocusTrap: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog');
    // Focus starts inside and Tab cycles inside the dialog.
    await expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await closeWithEscape('dialog');
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true, maxWidth: 'xs' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(444);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed('dialog');
  },
};

export const Light: Story = openInLightMode('dialog');

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultOpen: true, title: 'سحب الأموال', closeLabel: 'إغلاق' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'سحب الأموال' });
    const close = within(dialog).getByRole('button', { name: 'إغلاق' });
    // The close button sits at the inline end: the left in rtl.
    await expect(close.getBoundingClientRect().left).toBeLessThan(
      dialog.getBoundingClientRect().left + 80,
    );
  },
};

/** A dialog opened by a button of the app's own (controlled, no `DialogTrigger`). */
function ControlledExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete plan</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Delete this plan?</DialogTitle>
          <DialogActions>
            <CancelButton />
          </DialogActions>
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * Without a `DialogTrigger`, focus still returns to the element that opened the dialog
 * (Escape, Cancel, the close button), not to `<body>`.
 */
export const ControlledReturnsFocus: Story = {
  render: () => <ControlledExample />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Delete plan' });
    await expectFocusReturns(opener, 'Delete this plan?', ['Escape', 'Cancel', 'Close']);
  },
};
