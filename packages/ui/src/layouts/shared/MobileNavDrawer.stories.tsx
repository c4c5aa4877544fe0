import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { NavSectionVertical } from '../../components/NavSection';
import { MobileNavDrawer } from './MobileNavDrawer';
import { publicNav } from './storyFixtures';

/** The 260 px navigation drawer of the layouts on small screens. */
function DrawerDemo({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <MobileNavDrawer open={open} onClose={() => setOpen(false)} title="Navigation">
        <NavSectionVertical data={[{ items: publicNav }]} currentPath="/pricing" />
      </MobileNavDrawer>
    </>
  );
}

const meta = {
  title: 'Layouts/Shared/MobileNavDrawer',
  component: DrawerDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await page.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(drawer.getBoundingClientRect().width).toBe(260));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const RightToLeft: Story = {
  args: { initiallyOpen: true },
  globals: { direction: 'rtl' },
};
