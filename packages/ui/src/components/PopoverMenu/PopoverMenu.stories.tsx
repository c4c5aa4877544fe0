import type { Meta, StoryObj } from '@storybook/react-vite';
import { Languages } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { PopoverMenu, PopoverMenuItem } from './PopoverMenu';
import { closeWithEscape, expectClosed, openWithKeyboard } from '../../stories/overlays';

const onChoose = fn();

const meta = {
  title: 'Primitives/PopoverMenu',
  component: PopoverMenu,
  args: {
    'aria-label': 'Language',
    onOpenChange: fn(),
    trigger: (props) => (
      <IconButton aria-label="Language: English" {...props}>
        <Languages aria-hidden />
      </IconButton>
    ),
    children: [
      <PopoverMenuItem key="en" lang="en" aria-current="true" onSelect={() => onChoose('en')}>
        English
      </PopoverMenuItem>,
      <PopoverMenuItem key="fr" lang="fr" onSelect={() => onChoose('fr')}>
        Français
      </PopoverMenuItem>,
      <PopoverMenuItem key="ar" lang="ar" onSelect={() => onChoose('ar')}>
        العربية
      </PopoverMenuItem>,
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
} satisfies Meta<typeof PopoverMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: 'Language: English' });

/** A click opens it below the button, inline ends aligned; choosing an item closes it. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = trigger(canvas);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Language' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-controls', menu.id);
    const [box, anchor] = [menu.getBoundingClientRect(), button.getBoundingClientRect()];
    await expect(box.width).toBe(200);
    await expect(box.top).toBeGreaterThanOrEqual(anchor.bottom);
    await expect(Math.round(box.right)).toBe(Math.round(anchor.right));
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveFocus(),
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Français' }));
    await expect(onChoose).toHaveBeenLastCalledWith('fr');
    await expectClosed('menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The arrow keys, Home and End move between the items (wrapping); Enter chooses. */
export const ArrowKeys: Story = {
  play: async ({ canvas }) => {
    const menu = await openWithKeyboard(trigger(canvas), 'menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('English')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Français')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('العربية')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('English')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('العربية')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('English')).toHaveFocus();
    await userEvent.keyboard('f');
    await expect(item('Français')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onChoose).toHaveBeenLastCalledWith('fr');
    await expectClosed('menu');
  },
};

/** ArrowDown on the button opens the menu on its first item, ArrowUp on its last (APG). */
export const ArrowKeysOnTheButton: Story = {
  play: async ({ canvas }) => {
    const button = trigger(canvas);
    let menu = await openWithKeyboard(button, 'menu', '{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveFocus(),
    );
    await closeWithEscape('menu');
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'العربية' })).toHaveFocus(),
    );
    await closeWithEscape('menu');
  },
};

/**
 * Tab closes the menu and moves on to the control after the menu button, Shift+Tab to the one
 * before it, as from the button itself (APG menu button).
 */
export const TabMovesOn: Story = {
  play: async ({ canvas }) => {
    const button = trigger(canvas);
    await openWithKeyboard(button, 'menu');
    await userEvent.tab();
    await expectClosed('menu');
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await openWithKeyboard(button, 'menu');
    await userEvent.tab({ shift: true });
    await expectClosed('menu');
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const button = trigger(canvas);
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    // Its inline end (the left, in Arabic) lines up with the button's.
    await expect(Math.round(menu.getBoundingClientRect().left)).toBe(
      Math.round(button.getBoundingClientRect().left),
    );
    await closeWithEscape('menu');
  },
};
