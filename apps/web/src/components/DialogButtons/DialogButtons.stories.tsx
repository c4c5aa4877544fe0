import { Button, Dialog, DialogBody, DialogContent, DialogTitle } from '@finfree/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DialogButtons } from './DialogButtons';

const cancelSubscription = fn();

function CancelDialog({ dismissLabel }: { dismissLabel: string }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Cancel your subscription?</DialogTitle>
        <DialogBody>It ends at the end of the period.</DialogBody>
        <DialogButtons dismissLabel={dismissLabel}>
          <Button color="error" onClick={cancelSubscription}>
            Cancel subscription
          </Button>
        </DialogButtons>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'App/DialogButtons',
  component: DialogButtons,
  tags: ['!autodocs'],
  args: { dismissLabel: 'Keep my plan', children: null },
  render: ({ dismissLabel }) => <CancelDialog dismissLabel={dismissLabel} />,
} satisfies Meta<typeof DialogButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Keep my plan" closes the dialog without acting; the action comes after it. */
export const Dismiss: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    const labels = [...dialog.querySelectorAll('button')].map((b) => b.textContent);
    await expect(labels.indexOf('Keep my plan')).toBeLessThan(
      labels.indexOf('Cancel subscription'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(cancelSubscription).not.toHaveBeenCalled();
  },
};
