import { Button, Dialog, DialogContent, DialogTitle } from '@finfree/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogButtons } from './DialogButtons';

function Harness({ onAct }: { onAct: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Cancel the plan</DialogTitle>
        <DialogButtons dismissLabel="Keep my plan">
          <Button onClick={onAct}>Cancel the plan</Button>
        </DialogButtons>
      </DialogContent>
    </Dialog>
  );
}

describe('DialogButtons', () => {
  it('closes the dialog with the dismiss button, without acting', async () => {
    const onAct = vi.fn();
    render(<Harness onAct={onAct} />);
    const dialog = screen.getByRole('dialog', { name: 'Cancel the plan' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(dialog).not.toBeInTheDocument();
    expect(onAct).not.toHaveBeenCalled();
  });

  it('shows the action after the dismiss button', async () => {
    const onAct = vi.fn();
    render(<Harness onAct={onAct} />);
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.indexOf('Keep my plan')).toBeLessThan(buttons.indexOf('Cancel the plan'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the plan' }));
    expect(onAct).toHaveBeenCalledTimes(1);
  });
});
