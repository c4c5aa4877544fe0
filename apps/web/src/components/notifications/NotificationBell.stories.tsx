import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { notificationFixtures, notificationHandlers } from '../../stories/notificationHandlers';
import { screenStory, type ScreenParameters } from '../../stories/ScreenDecorator';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Screens/Notification bell',
  component: NotificationBell,
  tags: ['!autodocs'],
  ...screenStory(
    {
      path: '/dashboard',
      auth: 'member',
      bundles: ['dashboard'],
    },
    'padded',
  ),
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two unread alerts: the list links each to its trade, worded as its e-mail and phone alert
 * (title, then body); "mark all as read" empties the count.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notifications, 2 unread' });
    await expect(within(bell).getByText('2')).toBeVisible();
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = await within(panel).findAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('New trade: GBPJPY SELLGBPJPY SELL · entry 1.0852 · SL 1.0821'),
      expect.stringContaining('Trade closed: EURUSD BUYEURUSD BUY · closed at 1.27'),
      expect.stringContaining('Note on EURUSD BUYEURUSD BUY · Hold through the data release.'),
    ]);
    await expect(links[0]).toHaveAttribute(
      'href',
      `/dashboard/trades?trade=${notificationFixtures[0]!.tradeId}`,
    );
    await expect(within(panel).getAllByRole('button', { name: /^Mark as read:/ })).toHaveLength(2);
    await expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  },
};

/** More than 99 unread alerts read "99+". */
export const ManyUnread: Story = {
  parameters: {
    screen: {
      path: '/dashboard',
      auth: 'member',
      bundles: ['dashboard'],
      handlers: notificationHandlers(notificationFixtures, 120),
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notifications, 99+ unread' });
    await expect(within(bell).getByText('99+')).toBeVisible();
  },
};

/** No alerts yet: no count, and the list says what will appear. */
export const Empty: Story = {
  parameters: {
    screen: {
      path: '/dashboard',
      auth: 'member',
      bundles: ['dashboard'],
      handlers: notificationHandlers([]),
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const empty = await within(panel).findByText(/No notifications yet/);
    // The panel fades in.
    await waitFor(() => expect(empty).toBeVisible());
    await expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** The list failed to load: the reason and a way to try again. */
export const LoadError: Story = {
  parameters: {
    screen: {
      path: '/dashboard',
      auth: 'member',
      bundles: ['dashboard'],
      handlers: [
        http.get('*/v1/notifications', () =>
          HttpResponse.json({ code: 500, message: 'Internal error' }, { status: 500 }),
        ),
      ],
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(
      () => expect(within(panel).getByRole('alert')).toHaveTextContent(/could not be loaded/),
      { timeout: 10_000 },
    );
    // The panel may still be finishing its entrance.
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible(),
    );
  },
};
