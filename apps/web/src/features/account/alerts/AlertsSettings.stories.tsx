import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { screenStory } from '../../../stories/ScreenDecorator';
import { fakePush, type FakePushKind } from '../../../stories/fakePush';
import { findScreen } from '../../../stories/findScreen';
import {
  alertSettingsErrorHandlers,
  alertSettingsLoadingHandlers,
  defaultPreferences,
  notificationHandlers,
  pushDeviceFixtures,
  type NotificationHandlerOptions,
} from '../../../stories/notificationHandlers';
import { AccountPage } from '../AccountPage';

const screenOf = (options: NotificationHandlerOptions = {}) => ({
  path: '/dashboard/one',
  layout: 'dashboard' as const,
  auth: 'member' as const,
  bundles: ['session' as const],
  handlers: notificationHandlers(undefined, undefined, options),
});

const meta = {
  title: 'Screens/Account/Alerts',
  component: AccountPage,
  tags: ['!autodocs'],
  ...screenStory(screenOf()),
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const push = (kind: FakePushKind) => () => fakePush(kind);

/** The Alerts section of the account page, once scrolled to (it loads when near the screen). */
async function alertsSection(canvasElement: HTMLElement) {
  const canvas = await findScreen(canvasElement, 'Account');
  const view = canvasElement.ownerDocument.defaultView!;
  view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
  return within(await canvas.findByRole('region', { name: 'Alerts' }));
}

/** Phone alerts off in this browser: turning them on asks, subscribes and marks this browser. */
export const PhoneAlertsOff: Story = {
  beforeEach: push('off'),
  play: async ({ canvasElement }) => {
    const alerts = await alertsSection(canvasElement);
    const card = within(alerts.getByRole('region', { name: 'Phone alerts' }));
    await expect(
      await card.findByText('Phone alerts are off in this browser.'),
    ).toBeInTheDocument();
    await expect(await card.findByText('No device receives phone alerts yet.')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Turn on phone alerts' }));
    await expect(await card.findByText('Phone alerts are on in this browser.')).toBeInTheDocument();
    await expect(await card.findByText('This browser')).toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Turn off on this browser' })).toBeEnabled();
  },
};

/** On, with three devices: this browser marked; a test alert; another device removed after a confirmation. */
export const PhoneAlertsOnWithDevices: Story = {
  beforeEach: push('on'),
  parameters: { screen: screenOf({ devices: pushDeviceFixtures }) },
  play: async ({ canvasElement }) => {
    const alerts = await alertsSection(canvasElement);
    const card = within(alerts.getByRole('region', { name: 'Phone alerts' }));
    const list = await card.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const mine = within(list).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(mine).toHaveTextContent('This browser'));
    await expect(mine).toHaveTextContent('Chrome on Android');
    await userEvent.click(
      card.getByRole('button', { name: 'Send a test alert to Safari on iPhone' }),
    );
    await expect(
      await screen.findByText('A test alert is on its way to Safari on iPhone.'),
    ).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Remove Firefox on Windows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Firefox on Windows?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** An iPhone's Safari, Finfree not on the Home Screen: the steps, behind a visible "How to". */
export const NeedsInstall: Story = {
  beforeEach: push('needs-install'),
  play: async ({ canvasElement }) => {
    const alerts = await alertsSection(canvasElement);
    const card = within(alerts.getByRole('region', { name: 'Phone alerts' }));
    await expect(
      await card.findByText(/alerts arrive once Finfree is on your Home Screen/),
    ).toBeInTheDocument();
    await expect(card.queryByRole('button', { name: 'Turn on phone alerts' })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'How to' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Finfree to your Home Screen' });
    await expect(dialog).toHaveTextContent('tap the Share button');
    await expect(dialog).toHaveTextContent('Add to Home Screen');
  },
};

/** Notifications blocked in the browser: how to allow them in the site settings. */
export const Denied: Story = {
  beforeEach: push('denied'),
  play: async ({ canvasElement }) => {
    const alerts = await alertsSection(canvasElement);
    const card = within(alerts.getByRole('region', { name: 'Phone alerts' }));
    await expect(await card.findByText(/Notifications are blocked/)).toHaveTextContent(
      'set Notifications to Allow',
    );
    await expect(card.queryByRole('button', { name: 'Turn on phone alerts' })).toBeNull();
  },
};

/** The choices and devices on their way. */
export const Loading: Story = {
  beforeEach: push('off'),
  parameters: { screen: { ...screenOf(), handlers: alertSettingsLoadingHandlers } },
  play: async ({ canvasElement }) => {
    const alerts = await alertsSection(canvasElement);
    const markets = alerts.getByRole('region', { name: 'Markets' });
    await expect(markets.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The choices and devices fail to load: each card says so and offers a retry. */
export const LoadError: Story = {
  beforeEach: push('off'),
  parameters: { screen: { ...screenOf(), handlers: alertSettingsErrorHandlers } },
  play: async ({ canvasElement }) => {
    const alerts = await alertsSection(canvasElement);
    const quiet = within(alerts.getByRole('region', { name: 'Quiet hours' }));
    await expect(
      await quiet.findByText('Your notification choices could not be loaded.'),
    ).toBeInTheDocument();
    await expect(quiet.getByRole('button', { name: 'Try again' })).toBeEnabled();
    const phone = within(alerts.getByRole('region', { name: 'Phone alerts' }));
    await expect(await phone.findByText('Your devices could not be loaded.')).toBeInTheDocument();
  },
};

/** Quiet hours turned on: both events let through, the same start and end refused, then saved. */
export const QuietHoursOn: Story = {
  beforeEach: push('off'),
  play: async ({ canvasElement }) => {
    const alerts = await alertsSection(canvasElement);
    const card = within(alerts.getByRole('region', { name: 'Quiet hours' }));
    await expect(card.getByText(/arrive as one summary when quiet hours end/)).toBeVisible();
    await userEvent.click(await card.findByRole('switch', { name: 'Quiet hours' }));
    await expect(card.getByRole('checkbox', { name: 'Stop loss moved' })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: 'Trade closed' })).toBeChecked();
    await expect(card.getByRole('combobox', { name: /Time zone/ })).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    const to = card.getByLabelText(/^To/);
    // Time fields are typed into segment by segment: the value is set as the browser sets it.
    fireEvent.change(to, { target: { value: '22:00' } });
    await expect(to).toHaveAccessibleDescription('The start and the end must differ.');
    fireEvent.change(to, { target: { value: '06:30' } });
    await expect(to).not.toHaveAccessibleDescription('The start and the end must differ.');
    await userEvent.click(card.getByRole('button', { name: 'Save quiet hours' }));
    await expect(await screen.findByText('Your quiet hours were saved.')).toBeInTheDocument();
  },
};

/** Markets: only indices and gold; a bad symbol refused; saved. */
export const MarketsOnly: Story = {
  beforeEach: push('off'),
  parameters: {
    screen: screenOf({
      preferences: {
        ...defaultPreferences,
        markets: { mode: 'only', assetClasses: ['indices'], symbols: ['XAUUSD'] },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const alerts = await alertsSection(canvasElement);
    const card = within(alerts.getByRole('region', { name: 'Markets' }));
    await expect(await card.findByRole('radio', { name: 'Only these' })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: 'Indices' })).toBeChecked();
    await expect(card.getByText('XAUUSD')).toBeVisible();
    const input = card.getByLabelText('Add a symbol');
    await userEvent.type(input, 'x{Enter}');
    await expect(input).toHaveAccessibleDescription(
      'Use 2 to 20 letters, digits, dots, dashes or underscores.',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'us500{Enter}');
    await expect(card.getByText('US500')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Remove XAUUSD' }));
    await userEvent.click(card.getByRole('button', { name: 'Save markets' }));
    await expect(await screen.findByText('Your market choices were saved.')).toBeInTheDocument();
  },
};
