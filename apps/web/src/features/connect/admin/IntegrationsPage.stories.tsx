import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminScreen } from '../../../stories/adminHandlers';
import {
  integrationHandlers,
  telegramSettingsFixture,
  type IntegrationHandlerOptions,
} from '../../../stories/connectHandlers';
import { findScreen } from '../../../stories/findScreen';
import { loading } from '../../../stories/handlers';
import { screenStory } from '../../../stories/ScreenDecorator';
import { IntegrationsPage } from './IntegrationsPage';

const path = '/dashboard/group/integrations';
const screenOf = (options: IntegrationHandlerOptions = {}) => {
  const admin = adminScreen(path, ...integrationHandlers(options));
  return { ...admin, bundles: [...(admin.bundles ?? []), 'connect' as const] };
};

const meta = {
  title: 'Screens/Admin/Integrations',
  component: IntegrationsPage,
  tags: ['!autodocs'],
  ...screenStory(screenOf()),
} satisfies Meta<typeof IntegrationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both bots set up: health (Discord has a problem, a check clears it), the forms, the log. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Integrations');
    const health = within(await canvas.findByRole('region', { name: 'Integrations health' }));
    await expect(await health.findByText(/The bot’s role is below the Pro role/)).toBeVisible();
    await expect(health.getByText(/Bot @finfree_alerts_bot/)).toBeVisible();
    await userEvent.click(health.getByRole('button', { name: 'Check now: Discord' }));
    await waitFor(() => expect(health.queryByText(/below the Pro role/)).toBeNull());

    const telegram = within(canvas.getByRole('form', { name: 'Telegram' }));
    await expect(await telegram.findByLabelText(/Bot token/)).toHaveAccessibleDescription(
      'Leave empty to keep the current one.',
    );
    await expect(telegram.getByRole('textbox', { name: /Channel chat id/ })).toHaveValue(
      telegramSettingsFixture.chatId,
    );
    await userEvent.click(telegram.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Telegram settings saved.')).toBeInTheDocument();

    const discord = within(canvas.getByRole('form', { name: 'Discord' }));
    await expect(
      await discord.findByRole('textbox', { name: 'Role id for Pro · month' }),
    ).toHaveValue('1180000000000000010');

    const log = within(canvas.getByRole('region', { name: 'Connect log' }));
    const table = await log.findByRole('table', { name: 'Connect log' });
    await expect(await within(table).findByText('member59@example.com')).toBeVisible();
    await userEvent.click(log.getByRole('button', { name: 'Older' }));
    await expect(await within(table).findByText('member34@example.com')).toBeVisible();
    await userEvent.click(log.getByRole('button', { name: 'Older' }));
    await expect(await within(table).findByText('member9@example.com')).toBeVisible();
    await expect(log.getByRole('button', { name: 'Older' })).toBeDisabled();
  },
};

/** The platform refuses the token: its message shows in the form; a bad id is caught first. */
export const SaveRefused: Story = {
  parameters: {
    screen: screenOf({ refuse: 'Telegram refused the token: Unauthorized (401).' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Integrations');
    const telegram = within(await canvas.findByRole('form', { name: 'Telegram' }));
    const chat = await telegram.findByRole('textbox', { name: /Channel chat id/ });
    await userEvent.clear(chat);
    await userEvent.type(chat, 'members');
    await userEvent.click(telegram.getByRole('button', { name: 'Save' }));
    await expect(chat).toHaveAccessibleDescription(
      'Use a chat id (e.g. -1001234567890) or @channelname.',
    );
    await userEvent.clear(chat);
    await userEvent.type(chat, '-1009876543210');
    await userEvent.type(telegram.getByLabelText(/Bot token/), '123:bad');
    await userEvent.click(telegram.getByRole('button', { name: 'Save' }));
    await expect(
      await telegram.findByText('Telegram refused the token: Unauthorized (401).'),
    ).toBeVisible();
  },
};

/** Nothing set up yet: tokens needed, health says so. */
export const NotSetUp: Story = {
  parameters: {
    screen: screenOf({
      telegram: {
        configured: false,
        enabled: false,
        tokenSet: false,
        chatId: null,
        botUsername: null,
        health: null,
        checkedAt: null,
      },
      discord: {
        configured: false,
        enabled: false,
        tokenSet: false,
        clientId: null,
        clientSecretSet: false,
        guildId: null,
        channelId: null,
        roles: [],
        health: null,
        checkedAt: null,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Integrations');
    const health = within(await canvas.findByRole('region', { name: 'Integrations health' }));
    await waitFor(() => expect(health.getAllByText('Not set up.')).toHaveLength(2));
    const discord = within(canvas.getByRole('form', { name: 'Discord' }));
    await userEvent.click(await discord.findByRole('button', { name: 'Save' }));
    await expect(discord.getByLabelText(/Client secret/)).toHaveAccessibleDescription('Required.');
  },
};

export const Loading: Story = {
  parameters: {
    screen: {
      ...screenOf(),
      handlers: [
        loading('get', '/admin/connect/telegram'),
        loading('get', '/admin/connect/discord'),
        loading('get', '/admin/connect/log'),
        ...(screenOf().handlers ?? []),
      ],
    },
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  parameters: { screen: { ...screenOf(), language: 'ar' } },
  globals: { direction: 'rtl' },
};
