import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, DialogContent, DialogTitle } from '../Dialog/Dialog';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip, tooltipSides } from './Tooltip';
import { optionArgTypes } from '../../stories/controls';
import { closeWithEscape } from '../../stories/overlays';
import { inFrame } from '../../stories/storyDecorators';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    title: 'Copy address',
    children: (
      <IconButton aria-label="Copy">
        <Copy aria-hidden />
      </IconButton>
    ),
  },
  argTypes: optionArgTypes({ side: tooltipSides }),
  decorators: [inFrame({ padding: 48 })],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const tooltip = () => screen.queryByRole('tooltip');

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Copy' });
    await userEvent.hover(trigger);
    await waitFor(() => expect(tooltip()).toHaveTextContent('Copy address'));
    await expect(trigger).toHaveAccessibleDescription('Copy address');
    await userEvent.unhover(trigger);
    // The tooltip is hoverable: it closes once the pointer is away from trigger and tooltip,
    // wherever the canvas (and so the tooltip) sits in the window.
    await userEvent.pointer({ target: canvasElement, coords: { clientX: 600, clientY: 400 } });
    await waitFor(() => expect(tooltip()).toBeNull());
  },
};

export const HoverDelay: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.hover(trigger);
    // Not yet after 40 ms, open after 100 ms.
    await new Promise((r) => setTimeout(r, 40));
    await expect(tooltip()).toBeNull();
    await waitFor(() => expect(tooltip()).not.toBeNull(), { timeout: 1000 });
    await userEvent.unhover(trigger);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.tab();
    await waitFor(() => expect(tooltip()).toHaveTextContent('Copy address'));
    await expect(trigger).toHaveAccessibleDescription('Copy address');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip()).toBeNull());
    // Escape hides the tooltip only: focus stays on its trigger.
    await expect(trigger).toHaveFocus();
  },
};

/** Escape on a tooltip inside a dialog closes the tooltip, not the dialog. */
export const EscapeInsideADialog: Story = {
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Wallet</DialogTitle>
        <Tooltip {...args} />
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
    within(dialog).getByRole('button', { name: 'Copy' }).focus();
    await waitFor(() => expect(tooltip()).toHaveTextContent('Copy address'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip()).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Wallet' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Copy' })).toHaveFocus();
    await closeWithEscape('dialog');
  },
};

const touch = (type: 'pointerdown' | 'pointerup', target: Element) =>
  target.dispatchEvent(
    new PointerEvent(type, { pointerType: 'touch', bubbles: true, cancelable: true }),
  );

export const TouchLongPress: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy' });
    touch('pointerdown', trigger);
    await new Promise((r) => setTimeout(r, 400));
    await expect(tooltip()).toBeNull();
    // Opens after a 700 ms long press.
    await waitFor(() => expect(tooltip()).not.toBeNull(), { timeout: 1000 });
    touch('pointerup', trigger);
    // Stays for 1500 ms after the finger lifts.
    await new Promise((r) => setTimeout(r, 1000));
    await expect(tooltip()).not.toBeNull();
    await waitFor(() => expect(tooltip()).toBeNull(), { timeout: 1500 });
  },
};

export const TouchTapDoesNotOpen: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy' });
    touch('pointerdown', trigger);
    await new Promise((r) => setTimeout(r, 200));
    touch('pointerup', trigger);
    await new Promise((r) => setTimeout(r, 900));
    await expect(tooltip()).toBeNull();
  },
};

export const WithArrowLight: Story = {
  args: { arrow: true, defaultOpen: true, side: 'bottom' },
  globals: { mode: 'light' },
  play: async () => {
    await waitFor(() => expect(tooltip()).not.toBeNull());
    await expect(document.querySelector('[data-component="Tooltip"] svg')).not.toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { title: 'نسخ العنوان', defaultOpen: true },
  play: async () => {
    await waitFor(() => expect(tooltip()).toHaveTextContent('نسخ العنوان'));
  },
};
