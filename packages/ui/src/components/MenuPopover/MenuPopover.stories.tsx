import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { MenuItem, MenuPopover } from './MenuPopover';
import {
  closeWithEscape,
  expectClosed,
  openInLightMode,
  openWithKeyboard,
} from '../../stories/overlays';

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'Primitives/MenuPopover',
  component: MenuPopover,
  args: {
    'aria-label': 'Plan actions',
    onOpenChange: fn(),
    trigger: (
      <IconButton aria-label="Plan actions">
        <MoreVertical aria-hidden />
      </IconButton>
    ),
    children: [
      <MenuItem key="edit" icon={<Pencil aria-hidden />} onSelect={onEdit}>
        Edit
      </MenuItem>,
      <MenuItem key="archive" disabled>
        Archive
      </MenuItem>,
      <MenuItem key="delete" icon={<Trash2 aria-hidden />} onSelect={onDelete} danger>
        Delete
      </MenuItem>,
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', justifyContent: 'center', gap: 16 }}>
        <button type="button">Before</button>
        <Story />
        <button type="button">After</button>
      </div>
    ),
  ],
} satisfies Meta<typeof MenuPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Plan actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Plan actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getBoundingClientRect().width).toBe(200);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalled();
    await expectClosed('menu');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Opens the menu with Enter on its button; focus starts on the first item. */
async function openFromKeyboard(canvas: ReturnType<typeof within>) {
  const trigger = canvas.getByRole('button', { name: 'Plan actions' });
  const menu = await openWithKeyboard(trigger, 'menu');
  const item = (name: string) => within(menu).getByRole('menuitem', { name });
  await waitFor(() => expect(item('Edit')).toHaveFocus());
  return { trigger, item };
}

export const ArrowKeys: Story = {
  play: async ({ canvas }) => {
    const { item } = await openFromKeyboard(canvas);
    // The disabled item is skipped, and the focus wraps.
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Edit')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Edit')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalled();
    await expectClosed('menu');
  },
};

export const EscapeAndTabClose: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Plan actions' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await closeWithEscape('menu');
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.tab();
    await expectClosed('menu');
  },
};

export const DisabledItemDoesNothing: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    const archive = within(menu).getByRole('menuitem', { name: 'Archive' });
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(archive);
    await expect(screen.getByRole('menu')).toBeVisible();
  },
};

export const Light: Story = openInLightMode('menu');

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    defaultOpen: true,
    'aria-label': 'الحساب',
    children: [
      <MenuItem key="logout" icon={<LogOut aria-hidden />}>
        تسجيل الخروج
      </MenuItem>,
    ],
  },
  play: async () => {
    const item = await screen.findByRole('menuitem', { name: 'تسجيل الخروج' });
    const icon = item.querySelector('[data-part="Icon"]')!;
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(
      item.getBoundingClientRect().left + item.getBoundingClientRect().width / 2,
    );
  },
};

/**
 * Tab closes the menu and moves on to the control after the menu button, Shift+Tab to the one
 * before it, as from the button itself (APG menu button); focus is not pulled back.
 */
export const TabMovesOn: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Plan actions' });
    await openWithKeyboard(trigger, 'menu');
    await userEvent.tab();
    await expectClosed('menu');
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    // Radix puts focus back on close a moment later unless told not to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();

    await openWithKeyboard(trigger, 'menu');
    await userEvent.tab({ shift: true });
    await expectClosed('menu');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
  },
};

/** ArrowDown on the button opens the menu on its first item, ArrowUp on its last (APG). */
export const ArrowKeysOnTheButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Plan actions' });
    let menu = await openWithKeyboard(trigger, 'menu', '{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await closeWithEscape('menu');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Typing the first letters of an item moves focus to it (typeahead); disabled items are skipped. */
export const Typeahead: Story = {
  play: async ({ canvas }) => {
    const { trigger, item } = await openFromKeyboard(canvas);
    await userEvent.keyboard('d');
    await expect(item('Delete')).toHaveFocus();
    await userEvent.keyboard('a');
    // "Archive" is disabled: focus stays where it was.
    await expect(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
