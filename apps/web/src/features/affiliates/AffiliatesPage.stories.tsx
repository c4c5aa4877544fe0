import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withdrawals } from '../../stories/billingFixtures';
import {
  billingErrorHandlers,
  billingLoadingHandlers,
  billingScreen,
} from '../../stories/billingHandlers';
import { screenStory } from '../../stories/ScreenDecorator';
import { AffiliatesPage } from './AffiliatesPage';

const path = '/dashboard/affiliates';
const screen = billingScreen(path);

const meta = {
  title: 'Screens/Affiliates',
  component: AffiliatesPage,
  tags: ['!autodocs'],
  ...screenStory(screen),
} satisfies Meta<typeof AffiliatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Link, terms, funnel, earnings; withdrawals, referrals and commissions once scrolled to. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The field holds its place while the link loads, then shows it.
    const field = await canvas.findByRole('textbox', { name: 'Your referral link' });
    await waitFor(() => expect(field).toHaveValue('https://finfree.app/?ref=AMIRA24'));
    await expect(await canvas.findByText('180')).toBeVisible();
    await expect(await canvas.findByText('$127.40')).toBeVisible();
    await expect((await canvas.findAllByText(/held for 30 days/))[0]).toBeVisible();
  },
};

/** The clipboard refuses: the link is selected and the member is told how to copy it. */
export const CopyRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const copy = await canvas.findByRole('button', { name: 'Copy link' });
    // Off until the link has loaded.
    await waitFor(() => expect(copy).toBeEnabled());
    await userEvent.click(copy);
    await expect(await canvas.findByText(/Copying was not allowed/)).toBeVisible();
  },
};

/** Withdraw: limits shown; amounts under the minimum are refused at the field. */
export const WithdrawValidation: Story = {
  parameters: {
    screen: billingScreen(path, { withdrawals: withdrawals.filter((w) => w.status !== 'pending') }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Withdraw earnings' });
    await expect(
      within(dialog).getByText('Minimum $50.00 · available $127.40'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await expect(within(dialog).getByText('The minimum is $50.00.')).toBeInTheDocument();
    await expect(within(dialog).getByText('Enter where to send the money.')).toBeInTheDocument();
  },
};

/** One request at a time: a pending one is explained and blocks another. */
export const WithdrawPendingExists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Withdraw earnings' });
    await expect(
      await within(dialog).findByText(/You already have a pending request of \$60\.00/),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  },
};

/** A new affiliate: zero figures and empty lists. */
export const Empty: Story = {
  parameters: { screen: billingScreen(path, { empty: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tables are below the fold: they load when they come near the screen.
    (await canvas.findByRole('heading', { name: 'Referrals' })).scrollIntoView();
    await expect(
      await canvas.findByText('No referrals yet. Share your link to get started.'),
    ).toBeVisible();
    (await canvas.findByRole('heading', { name: 'Commissions' })).scrollIntoView();
    await expect(await canvas.findByText('No commissions yet.')).toBeVisible();
  },
};

/** Everything loading. */
export const Loading: Story = {
  parameters: { screen: { ...screen, handlers: billingLoadingHandlers } },
};

/** The server fails: said as such, with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { screen: { ...screen, handlers: billingErrorHandlers } },
  play: async ({ canvasElement }) => {
    const found = await within(canvasElement).findAllByText(
      'Something went wrong on our side. Try again in a moment.',
    );
    await expect(found[0]).toBeVisible();
  },
};

/** French. */
export const French: Story = {
  parameters: { screen: { ...screen, language: 'fr' } },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  parameters: { screen: { ...screen, language: 'ar' } },
  globals: { direction: 'rtl' },
};
