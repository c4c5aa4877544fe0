import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
  type PopoverContentProps,
} from './Popover';
import {
  closeWithEscape,
  expectClosed,
  expectFocusWithin,
  openInLightMode,
  openWithKeyboard,
} from '../../stories/overlays';

function Example({
  defaultOpen,
  onOpenChange,
  ...content
}: PopoverContentProps & { defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <div style={{ padding: 40 }}>
      <Popover defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <PopoverTrigger asChild>
          <Button variant="outlined">Price alert</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Price alert" {...content}>
          <div style={{ padding: 12 }}>
            <p style={{ margin: '0 0 8px' }}>Notify me at 190.00</p>
            <PopoverClose asChild>
              <Button size="small">Done</Button>
            </PopoverClose>
          </div>
        </PopoverContent>
      </Popover>
    </div>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: Example,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Price alert' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Price alert' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    await expectClosed('dialog');
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Price alert' });
    const panel = await openWithKeyboard(trigger, 'dialog');
    // Focus moves in, the trigger names what it controls; Escape gives focus back.
    await expectFocusWithin(panel);
    await expect(trigger).toHaveAttribute('aria-controls', panel.id);
    await closeWithEscape('dialog');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithArrowAndWidth: Story = {
  args: { defaultOpen: true, arrow: true, width: 240 },
  play: async () => {
    const panel = await screen.findByRole('dialog');
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(240));
    await expect(panel.querySelector('[data-part="Arrow"]')).not.toBeNull();
  },
};

export const Light: Story = openInLightMode('dialog');

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultOpen: true, align: 'start' },
  play: async ({ canvas }) => {
    const panel = await screen.findByRole('dialog');
    const trigger = canvas.getByRole('button', { name: 'Price alert' });
    // Aligned to the trigger's inline start: the right edges meet in rtl.
    await waitFor(() =>
      expect(Math.round(panel.getBoundingClientRect().right)).toBe(
        Math.round(trigger.getBoundingClientRect().right),
      ),
    );
  },
};
