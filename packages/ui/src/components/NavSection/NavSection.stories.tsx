import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NavSectionHorizontal } from './NavSectionHorizontal';
import { NavSectionMini } from './NavSectionMini';
import { NavSectionVertical } from './NavSectionVertical';
import { CurrentPath, MemoryLink, MemoryRouter, dashboardNav } from './storyRouter';
import type { NavSectionProps } from './types';

type Variant = 'vertical' | 'mini' | 'horizontal';
const components: Record<Variant, ComponentType<NavSectionProps>> = {
  vertical: NavSectionVertical,
  mini: NavSectionMini,
  horizontal: NavSectionHorizontal,
};
const widths: Record<Variant, number | string> = { vertical: 280, mini: 88, horizontal: '100%' };

interface StoryArgs {
  /** Which of the three navigation components the story renders. */
  variant: Variant;
  /** Path the story's in-memory router starts at. */
  initialPath: string;
  /** Role of the signed-in user: items with `roles` are filtered by it. */
  currentRole: string;
}

function Demo({ variant, initialPath, currentRole }: StoryArgs) {
  const Nav = components[variant];
  return (
    <MemoryRouter initialPath={initialPath}>
      {({ path }) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <div style={{ width: widths[variant], paddingInline: variant === 'mini' ? 4 : 0 }}>
            <Nav
              data={dashboardNav}
              currentPath={path}
              LinkComponent={MemoryLink}
              currentRole={currentRole}
            />
          </div>
          <CurrentPath />
        </div>
      )}
    </MemoryRouter>
  );
}

const meta = {
  title: 'Navigation/NavSection',
  // The docs page shows the real components' props; the stories pick one by `variant`.
  // Typed as the story's arguments: the render supplies `data` and `currentPath`.
  component: NavSectionVertical as unknown as ComponentType<StoryArgs>,
  subcomponents: { NavSectionMini, NavSectionHorizontal },
  render: (args) => <Demo {...args} />,
  args: { variant: 'vertical', initialPath: '/dashboard', currentRole: 'admin' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['vertical', 'mini', 'horizontal'],
      description: 'Story only: which of the three components is shown.',
    },
    initialPath: { description: "Story only: where the story's in-memory router starts." },
    currentRole: { control: 'inline-radio', options: ['admin', 'user'] },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = (canvas: ReturnType<typeof within>) => canvas.getByTestId('current-path');

export const Vertical: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the active item follows the current path', async () => {
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await userEvent.click(canvas.getByRole('link', { name: /Trades/ }));
      await expect(path(canvas)).toHaveTextContent('/dashboard/trades');
      await expect(canvas.getByRole('link', { name: /Trades/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
        'aria-current',
      );
    });
    await step('an item with children toggles on click', async () => {
      const admin = canvas.getByRole('button', { name: 'Admin' });
      await expect(admin).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(admin);
      await expect(admin).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(admin);
      await expect(admin).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('link', { name: 'Payouts' })).toBeNull();
    });
    await step('an open item collapses when its route is no longer active', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Admin' }));
      await userEvent.click(canvas.getByRole('link', { name: 'Payouts' }));
      await expect(path(canvas)).toHaveTextContent('/dashboard/group/six');
      await expect(canvas.getByRole('button', { name: 'Admin' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await userEvent.click(canvas.getByRole('link', { name: 'Affiliates' }));
      await expect(canvas.getByRole('button', { name: 'Admin' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
    await step('a group collapses when its subheader is clicked', async () => {
      const subheader = canvas.getByRole('button', { name: 'Management' });
      await userEvent.click(subheader);
      await expect(subheader).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('button', { name: 'Admin' })).toBeNull();
      await userEvent.click(subheader);
      await expect(canvas.getByRole('button', { name: 'Admin' })).toBeVisible();
    });
    await step('external links open in a new tab; disabled items are inert', async () => {
      const changelog = canvas.getByRole('link', { name: /Changelog/ });
      await expect(changelog).toHaveAttribute('target', '_blank');
      await expect(changelog).toHaveAttribute('rel', 'noopener noreferrer');
      const reports = canvas.getByText('Reports').closest('[data-part="Item"]');
      await expect(reports).toHaveAttribute('aria-disabled', 'true');
      await expect(canvas.queryByRole('link', { name: 'Reports' })).toBeNull();
    });
  },
};

export const VerticalKeyboard: Story = {
  name: 'Vertical — keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Keyboard use starts in the canvas, as a person clicks into it first (Storybook's window
    // may hold the focus while the story loads).
    window.focus();
    const dashboard = canvas.getByRole('link', { name: 'Dashboard' });
    dashboard.focus();
    await waitFor(() => expect(dashboard).toHaveFocus());
    for (const name of ['Trades', 'Affiliates', 'Plans', 'Payment']) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveFocus();
    }
    await userEvent.tab(); // Management subheader
    await userEvent.tab();
    const admin = canvas.getByRole('button', { name: 'Admin' });
    await expect(admin).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Members' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(path(canvas)).toHaveTextContent('/dashboard/group');
  },
};

export const Captions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: 'Payment' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Checkout, saved cards and billing history',
    );
  },
};

export const RoleUser: Story = {
  name: 'Roles — user',
  args: { currentRole: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Admin' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

export const RoleAdmin: Story = {
  name: 'Roles — admin (default)',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Admin' })).toBeVisible();
  },
};

export const Mini: Story = {
  args: { variant: 'mini' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // The popover's code loads on first use: the button is replaced once it has (lazy).
    const admin = () => canvas.getByRole('button', { name: 'Admin' });
    await step('children open in a popover on hover', async () => {
      await userEvent.hover(admin());
      const menu = await screen.findByRole('group', { name: 'Admin' });
      await expect(within(menu).getByRole('link', { name: 'Payouts' })).toBeVisible();
      await userEvent.click(within(menu).getByRole('link', { name: 'Payouts' }));
      await expect(path(canvas)).toHaveTextContent('/dashboard/group/six');
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Admin' })).toBeNull());
      await userEvent.unhover(admin());
    });
    await step('and on keyboard focus; Enter moves into the popover', async () => {
      admin().blur();
      admin().focus();
      await expect(await screen.findByRole('group', { name: 'Admin' })).toBeVisible();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('link', { name: 'Members' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('link', { name: 'Trades console' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Admin' })).toBeNull());
      await expect(admin()).toHaveFocus();
    });
  },
};

export const Horizontal: Story = {
  args: { variant: 'horizontal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A hover before the dropdown code has loaded (lazy) still opens it once it has.
    await userEvent.hover(canvas.getByRole('button', { name: 'Admin' }));
    const menu = await screen.findByRole('group', { name: 'Admin' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Trades console' }));
    await expect(path(canvas)).toHaveTextContent('/dashboard/group/five');
    // The dropdown closes on route change even while the pointer stays over it.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Admin' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Admin' })).toHaveAttribute(
      'data-active',
      'true',
    );
  },
};

export const VerticalRtl: Story = {
  name: 'Vertical — RTL',
  globals: { direction: 'rtl' },
  args: { initialPath: '/dashboard/group/five' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Admin' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Trades console' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MiniRtl: Story = {
  name: 'Mini — RTL',
  globals: { direction: 'rtl' },
  args: { variant: 'mini' },
};

export const HorizontalRtl: Story = {
  name: 'Horizontal — RTL',
  globals: { direction: 'rtl' },
  args: { variant: 'horizontal' },
};
