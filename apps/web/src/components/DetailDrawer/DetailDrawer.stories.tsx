import { Button, Typography } from '@finfree/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { loadScreenLanguage } from '../../stories/ScreenDecorator';
import { DetailDrawer } from './DetailDrawer';

function WithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open Ada Lovelace</Button>
      <DetailDrawer open={open} onClose={() => setOpen(false)} title="Member">
        <Typography>Ada Lovelace · ada@example.com</Typography>
      </DetailDrawer>
    </>
  );
}

const meta = {
  title: 'App/DetailDrawer',
  component: DetailDrawer,
  tags: ['!autodocs'],
  loaders: [loadScreenLanguage],
  args: { open: true, onClose: () => undefined, title: 'Member', children: null },
} satisfies Meta<typeof DetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row's detail: opens as a dialog named by its title; Close returns focus to the row. */
export const OpenAndClose: Story = {
  render: () => <WithOpener />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open Ada Lovelace' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Member' });
    await expect(within(dialog).getByText(/ada@example.com/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
