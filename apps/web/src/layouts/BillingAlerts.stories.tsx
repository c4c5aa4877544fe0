import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  BANK_URL,
  authenticateStarts,
  bankRedirects,
  recordBankRedirects,
} from '../stories/bankFixtures';
import { failing } from '../stories/handlers';
import { screenStory, type ScreenParameters } from '../stories/ScreenDecorator';
import { PastDueBanner } from './PastDueBanner';

const confirming: ScreenParameters = {
  path: '/dashboard/trades',
  auth: 'confirming',
  handlers: [authenticateStarts],
};

const meta = {
  title: 'Screens/Billing alerts',
  component: PastDueBanner,
  tags: ['!autodocs'],
  args: { children: <p>The screen</p> },
  beforeEach: recordBankRedirects(),
  ...screenStory(confirming, 'padded'),
} satisfies Meta<typeof PastDueBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A renewal waits for the member's bank: on every dashboard screen, until when access lasts
 * and one tap to the bank's page.
 */
export const ConfirmPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('region', { name: 'Confirm your payment' });
    await expect(
      within(alert).getByText(
        'Your bank asks you to confirm your renewal. Your access continues until Mar 21, 2027.',
      ),
    ).toBeVisible();
    await expect(bankRedirects).toEqual([]);
    await within(alert).getByRole('button', { name: 'Confirm payment' }).click();
    await expect(await within(alert).findByText('Opening your bank’s page…')).toBeVisible();
    await waitFor(() => expect(bankRedirects).toEqual([BANK_URL]));
  },
};

/** Starting the confirmation failed: said in place, the button ready again. */
export const ConfirmPaymentFails: Story = {
  parameters: {
    screen: {
      ...confirming,
      handlers: [failing('post', '/payments/orders/:id/authenticate', 503)],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('region', {
      name: 'Confirm your payment',
    });
    await within(alert).getByRole('button', { name: 'Confirm payment' }).click();
    await expect(await within(alert).findByRole('alert')).toBeVisible();
    await expect(bankRedirects).toEqual([]);
  },
};

/** A dispute ended the member's access: what happened, and the ways out. */
export const Disputed: Story = {
  parameters: { screen: { ...confirming, auth: 'disputed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('region', { name: 'Your bank disputed a payment' });
    await expect(within(notice).getByText(/your bank reversed a payment to Finfree/)).toBeVisible();
    await expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(within(notice).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
  },
};

/** In the dashboard, as members see it. */
export const InDashboard: Story = {
  parameters: { layout: 'fullscreen', screen: { ...confirming, layout: 'dashboard' } },
  render: () => <p>The screen</p>,
};

/** The dispute notice in the dashboard. */
export const DisputedInDashboard: Story = {
  parameters: {
    layout: 'fullscreen',
    screen: { ...confirming, auth: 'disputed', layout: 'dashboard' },
  },
  render: () => <p>The screen</p>,
};

/** In Arabic, right to left. */
export const ArabicInDashboard: Story = {
  parameters: {
    layout: 'fullscreen',
    screen: { ...confirming, layout: 'dashboard', language: 'ar' },
  },
  globals: { direction: 'rtl' },
  render: () => <p>The screen</p>,
};
