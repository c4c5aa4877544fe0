import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  Drawer,
  DrawerContent,
  DrawerTitle,
  DrawerTrigger,
  drawerOverlays,
  drawerSides,
  type DrawerContentProps,
} from './Drawer';
import { optionArgTypes } from '../../stories/controls';
import {
  closeWithEscape,
  expectClosed,
  expectFocusReturns,
  openInLightMode,
} from '../../stories/overlays';

function Example({
  defaultOpen,
  onOpenChange,
  title = 'Settings',
  ...content
}: DrawerContentProps & {
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: string;
}) {
  return (
    <Drawer defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DrawerTrigger asChild>
        <Button>Open drawer</Button>
      </DrawerTrigger>
      <DrawerContent aria-describedby={undefined} {...content}>
        <DrawerTitle style={{ margin: 0, padding: 20, fontSize: '1.125rem' }}>{title}</DrawerTitle>
        <div style={{ padding: 20 }}>
          <Button variant="soft">Reset</Button>
        </div>
      </DrawerContent>
    </Drawer>
  );
}

const meta = {
  title: 'Primitives/Drawer',
  component: Example,
  args: { onOpenChange: fn(), showClose: true },
  argTypes: optionArgTypes({ side: drawerSides, overlay: drawerOverlays }),
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

const rect = (el: Element) => el.getBoundingClientRect();

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open drawer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(rect(drawer).left).toBe(0));
    await expect(rect(drawer).width).toBe(280);
    await closeWithEscape('dialog');
  },
};

export const EndSideWidth260: Story = {
  args: { defaultOpen: true, side: 'end', width: 260 },
  play: async () => {
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(Math.round(rect(drawer).right)).toBe(window.innerWidth));
    await expect(rect(drawer).width).toBe(260);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await expectClosed('dialog');
  },
};

export const Light: Story = openInLightMode('dialog');

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultOpen: true, side: 'start', title: 'الإعدادات', closeLabel: 'إغلاق' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'الإعدادات' });
    // start is the right edge in rtl.
    await waitFor(() => expect(Math.round(rect(drawer).right)).toBe(window.innerWidth));
  },
};

/** A drawer opened by a button of the app's own (controlled, no `DrawerTrigger`). */
function ControlledExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <Drawer open={open} onOpenChange={setOpen}>
        <DrawerContent side="end" showClose aria-describedby={undefined}>
          <DrawerTitle style={{ margin: 0, padding: 20, fontSize: '1.125rem' }}>
            Filters
          </DrawerTitle>
        </DrawerContent>
      </Drawer>
    </>
  );
}

/** Without a `DrawerTrigger`, focus still returns to the element that opened the drawer. */
export const ControlledReturnsFocus: Story = {
  render: () => <ControlledExample />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Filters' });
    await expectFocusReturns(opener, 'Filters', ['Escape', 'Close']);
  },
};

/** A clear overlay leaves the page as it is (the settings drawer's changes show live); a click on it still closes. */
export const ClearOverlay: Story = {
  args: { overlay: 'clear', side: 'end' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open drawer' }));
    await screen.findByRole('dialog', { name: 'Settings' });
    const overlay = document.querySelector<HTMLElement>('[data-part="Overlay"]')!;
    await expect(overlay).toHaveAttribute('data-overlay', 'clear');
    await expect(getComputedStyle(overlay).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await userEvent.click(overlay);
    await expectClosed('dialog');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
