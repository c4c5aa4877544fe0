import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  STORY_WEBHOOK_SECRET,
  connectHandlers,
  tilesConnected,
  tilesEnded,
  tilesNotSetUp,
  webhookActive,
  webhookPaused,
  type ConnectHandlerOptions,
} from '../../stories/connectHandlers';
import { findScreen } from '../../stories/findScreen';
import { failing, loading } from '../../stories/handlers';
import { screenStory, type ScreenParameters } from '../../stories/ScreenDecorator';
import type { StoryAuth } from '../../stories/fixtures';
import { ConnectPage } from './ConnectPage';

const path = '/dashboard/connect';

const screenOf = (
  options: ConnectHandlerOptions = {},
  more: Partial<ScreenParameters> & { auth?: StoryAuth } = {},
): ScreenParameters => ({
  path,
  route: path,
  layout: 'dashboard',
  auth: 'member',
  bundles: ['connect'],
  handlers: connectHandlers(options),
  ...more,
});

const meta = {
  title: 'Screens/Connect',
  component: ConnectPage,
  tags: ['!autodocs'],
  ...screenStory(screenOf()),
} satisfies Meta<typeof ConnectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tile of the page, by its title. */
async function tileOf(canvasElement: HTMLElement, title: string) {
  const canvas = await findScreen(canvasElement, 'Connect');
  return within(await canvas.findByRole('region', { name: title }));
}

/** Nothing connected yet: joining Telegram gives a single-use link that opens in a new tab. */
export const NotConnected: Story = {
  parameters: { screen: screenOf() },
  play: async ({ canvasElement }) => {
    const telegram = await tileOf(canvasElement, 'Telegram');
    await expect(await telegram.findByText('Not connected')).toBeVisible();
    await userEvent.click(telegram.getByRole('button', { name: 'Join the members’ channel' }));
    const open = await telegram.findByRole('link', { name: 'Open Telegram' });
    await expect(open).toHaveAttribute('href', 'https://t.me/+AbCdEf123456');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(telegram.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(
      'https://t.me/+AbCdEf123456',
    );
    await expect(telegram.getByText(/Single use, expires in 1 hour/)).toBeVisible();
    await expect(await telegram.findByText('Invite not used yet')).toBeVisible();
    const discord = await tileOf(canvasElement, 'Discord');
    await expect(discord.getByRole('button', { name: 'Link Discord' })).toBeEnabled();
  },
};

/** Linking Discord leaves for Discord's consent page (recorded here instead). */
export const DiscordLinkStarts: Story = {
  args: { leaveFor: fn() },
  play: async ({ canvasElement, args }) => {
    const discord = await tileOf(canvasElement, 'Discord');
    await userEvent.click(await discord.findByRole('button', { name: 'Link Discord' }));
    await waitFor(() =>
      expect(args.leaveFor).toHaveBeenCalledWith(
        'https://discord.example/oauth2/authorize?state=s',
      ),
    );
  },
};

/** Connected everywhere; leaving the Telegram channel asks first. */
export const Connected: Story = {
  parameters: { screen: screenOf({ tiles: tilesConnected, webhook: webhookActive }) },
  play: async ({ canvasElement }) => {
    const telegram = await tileOf(canvasElement, 'Telegram');
    await expect(await telegram.findByText('Connected as @amira_h')).toBeVisible();
    const discord = await tileOf(canvasElement, 'Discord');
    await expect(discord.getByText('Connected as @amira.haddad')).toBeVisible();
    const webhook = await tileOf(canvasElement, 'My own tools (webhook)');
    await expect(webhook.getByText('Connected as hooks.example.com')).toBeVisible();
    const log = await webhook.findByRole('table', { name: 'Delivery log' });
    await expect(log).toBeInTheDocument();
    // Event types in words, not their wire names.
    await expect(await within(log).findByText('Take-profit hit')).toBeInTheDocument();
    await expect(within(log).queryByText('tp_hit')).toBeNull();
    await userEvent.click(telegram.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Leave the members’ Telegram channel?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect(await telegram.findByText('Not connected')).toBeVisible();
  },
};

/** The subscription ended: access ended on its date, with the way back to the plans. */
export const Ended: Story = {
  parameters: { screen: screenOf({ tiles: tilesEnded }, { auth: 'nonMember' }) },
  play: async ({ canvasElement }) => {
    const telegram = await tileOf(canvasElement, 'Telegram');
    await expect(
      await telegram.findByText('Access ended on Oct 1, 2026 — renew to rejoin.'),
    ).toBeVisible();
    await expect(telegram.getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
    await expect(telegram.queryByRole('button')).toBeNull();
  },
};

/** The owner has set up neither bot: the tiles say so, with no action. */
export const NotSetUp: Story = {
  parameters: { screen: screenOf({ tiles: tilesNotSetUp }) },
  play: async ({ canvasElement }) => {
    const telegram = await tileOf(canvasElement, 'Telegram');
    await expect(
      await telegram.findByText('Your community hasn’t set up Telegram yet.'),
    ).toBeVisible();
    await expect(telegram.queryByRole('button')).toBeNull();
    const discord = await tileOf(canvasElement, 'Discord');
    await expect(discord.getByText('Your community hasn’t set up Discord yet.')).toBeVisible();
  },
};

/** A new webhook: an http address refused; saved, its secret shown once; a test event. */
export const WebhookSecretShown: Story = {
  parameters: { screen: screenOf() },
  play: async ({ canvasElement }) => {
    const webhook = await tileOf(canvasElement, 'My own tools (webhook)');
    const url = await webhook.findByRole('textbox', { name: /Endpoint URL/ });
    await userEvent.type(url, 'http://hooks.example.com/in');
    await userEvent.click(webhook.getByRole('button', { name: 'Save webhook' }));
    await expect(url).toHaveAccessibleDescription('Use an https:// address.');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/in');
    await userEvent.click(webhook.getByRole('button', { name: 'Save webhook' }));
    await expect(await webhook.findByText('Store it now: it won’t be shown again.')).toBeVisible();
    await expect(webhook.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(
      STORY_WEBHOOK_SECRET,
    );
    await userEvent.click(webhook.getByRole('button', { name: 'Send a test event' }));
    await expect(
      await webhook.findByText('Test event delivered: HTTP 200 in 87 ms.'),
    ).toBeVisible();
  },
};

/** Paused after a day of failures: the log shows why; Resume starts the deliveries again. */
export const WebhookPaused: Story = {
  parameters: {
    screen: screenOf({
      tiles: [tilesConnected[0]!, tilesConnected[1]!, { ...tilesConnected[2]!, status: 'paused' }],
      webhook: webhookPaused,
    }),
  },
  play: async ({ canvasElement }) => {
    const webhook = await tileOf(canvasElement, 'My own tools (webhook)');
    await expect(await webhook.findByText(/Deliveries are paused/)).toBeVisible();
    const log = await webhook.findByRole('table', { name: 'Delivery log' });
    await waitFor(() => expect(within(log).getAllByText('Failed').length).toBeGreaterThan(0));
    await userEvent.click(webhook.getByRole('button', { name: 'Resume' }));
    await expect(await screen.findByText('Deliveries resumed.')).toBeInTheDocument();
    await waitFor(() => expect(webhook.queryByText(/Deliveries are paused/)).toBeNull());
  },
};

/** Not a member: the tiles' states with the members-only note, and no action. */
export const NonMember: Story = {
  parameters: { screen: screenOf({}, { auth: 'nonMember' }) },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Connect');
    await expect(
      await canvas.findByText('Connect is for members — subscribe to join.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toBeVisible();
    const telegram = await tileOf(canvasElement, 'Telegram');
    await expect(await telegram.findByText('Not connected')).toBeVisible();
    await expect(telegram.queryByRole('button')).toBeNull();
  },
};

/** Back from Discord: the role is on its way; the address loses its `?discord=`. */
export const DiscordLinked: Story = {
  parameters: {
    screen: screenOf({ tiles: tilesConnected }, { path: `${path}?discord=linked` }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Connect');
    await expect(
      await canvas.findByText('Discord is linked. Your role arrives within a minute.'),
    ).toBeVisible();
  },
};

/** Back from Discord with an account another member already linked. */
export const DiscordTaken: Story = {
  parameters: {
    screen: screenOf({}, { path: `${path}?discord=error&reason=taken` }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Connect');
    await expect(
      await canvas.findByText('That Discord account is already linked to another member.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { screen: { ...screenOf(), handlers: [loading('get', '/connect')] } },
};

export const LoadError: Story = {
  parameters: { screen: { ...screenOf(), handlers: [failing('get', '/connect')] } },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Connect');
    await expect(await canvas.findByText('Your connections could not be loaded.')).toBeVisible();
  },
};

/** Connected everywhere with a working webhook and its log (no interaction). */
export const ConnectedWithWebhook: Story = {
  parameters: { screen: screenOf({ tiles: tilesConnected, webhook: webhookActive }) },
};

/** Arabic, right to left, connected with a webhook. */
export const Arabic: Story = {
  parameters: {
    screen: screenOf({ tiles: tilesConnected, webhook: webhookActive }, { language: 'ar' }),
  },
  globals: { direction: 'rtl' },
};
