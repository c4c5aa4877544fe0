import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { HttpResponse } from 'msw';
import { expect, screen as page, userEvent, waitFor, within } from 'storybook/test';
import { pastDueSubscription, visaCard } from '../../stories/billingFixtures';
import {
  billingErrorHandlers,
  billingHandlers,
  billingLoadingHandlers,
  billingScreen,
} from '../../stories/billingHandlers';
import {
  BANK_URL,
  authenticateStarts,
  bankOrder,
  bankRedirects,
  bankRefused,
  checkoutNeedsBank,
  recordBankRedirects,
  refreshAnswers,
} from '../../stories/bankFixtures';
import { api, apiError, loading } from '../../stories/handlers';
import { screenStory } from '../../stories/ScreenDecorator';
import { PaymentPage } from './PaymentPage';

const path = '/dashboard/payment';
const screen = billingScreen(path);

const meta = {
  title: 'Screens/Payment',
  component: PaymentPage,
  tags: ['!autodocs'],
  ...screenStory(screen),
} satisfies Meta<typeof PaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved cards, billing history (refunds included) and withdrawals. */
export const Billing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The billing overview's code loads under the title.
    const cards = await canvas.findByRole('table', { name: 'Saved cards' });
    await expect(await within(cards).findByText(/Visa ending in 4242/)).toBeVisible();
    const history = canvas.getByRole('table', { name: 'Billing history' });
    await expect(await within(history).findByText('Refunded')).toBeVisible();
    const withdrawals = canvas.getByRole('table', { name: 'Withdrawals' });
    await expect(
      await within(withdrawals).findByRole('button', { name: 'Cancel request: $60.00' }),
    ).toBeVisible();
  },
};

/** Removing the card a renewing subscription needs is explained. */
export const LastCardExplained: Story = {
  parameters: {
    screen: billingScreen(path, { cards: [visaCard] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove: Visa ending in 4242' }),
    );
    await expect(
      await canvas.findByText(/This is the card your subscription renews with/),
    ).toBeVisible();
  },
};

/** Nothing yet: no cards, payments or withdrawals. */
export const Empty: Story = {
  parameters: {
    screen: billingScreen(path, { cards: [], empty: true }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No saved cards yet.')).toBeVisible();
    await expect(await canvas.findByText('No payments yet.')).toBeVisible();
    await expect(await canvas.findByText('No withdrawals yet.')).toBeVisible();
  },
};

/** Checkout of a plan with a free trial, for a first subscription. */
export const CheckoutTrial: Story = {
  parameters: {
    screen: {
      ...screen,
      auth: 'nonMember',
      path: '/dashboard/payment?plan=plan_pro_month&interval=month',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole('region', { name: 'Order summary' });
    await expect(await within(summary).findByText('Free trial')).toBeVisible();
    await expect(within(summary).getByText('$0.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  },
};

/**
 * One free trial per card: a card that already had one (on any account) is refused before
 * anything is charged, with the server's reason; the card choice stays for another card.
 */
export const CheckoutTrialCardUsed: Story = {
  parameters: {
    screen: {
      ...screen,
      auth: 'nonMember',
      path: '/dashboard/payment?plan=plan_pro_month&interval=month',
      handlers: [
        http.post(api('/subscriptions'), () =>
          apiError(
            409,
            'This card has already been used for a free trial: choose another card to start yours',
            { errors: [{ field: 'cardId', message: 'has already had a free trial' }] },
          ),
        ),
        ...billingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(
      await canvas.findByText(
        'This card has already been used for a free trial. Choose another card to start yours.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    await expect(within(summary).getByText('$0.00')).toBeVisible();
  },
};

/** Checkout of a plan without a trial: the default saved card is chosen. */
export const CheckoutPaid: Story = {
  parameters: {
    screen: {
      ...screen,
      auth: 'nonMember',
      path: '/dashboard/payment?plan=plan_starter_month&interval=month',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'A new card' }));
    // The card form's code loads when a new card is first chosen.
    await expect(await canvas.findByRole('button', { name: 'Enter card details' })).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: 'Save this card for next time' }),
    ).toBeChecked();
  },
};

/** Already subscribed: checkout points to the Plans page. */
export const CheckoutAlreadySubscribed: Story = {
  parameters: { screen: { ...screen, path: '/dashboard/payment?plan=plan_elite_month' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/You already have a subscription/),
    ).toBeVisible();
  },
};

/** The overdue renewal, to pay with a saved or new card. */
export const Overdue: Story = {
  parameters: {
    screen: {
      ...screen,
      path: '/dashboard/payment?pay=overdue',
      handlers: billingHandlers({ subscriptions: [pastDueSubscription] }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Overdue renewal of Pro')).toBeVisible();
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
    await expect(
      (
        await within(canvasElement).findAllByText(
          'Something went wrong on our side. Try again in a moment.',
        )
      )[0],
    ).toBeVisible();
  },
};

/** Checkout in French. */
export const CheckoutFrench: Story = {
  parameters: {
    screen: {
      ...screen,
      auth: 'nonMember',
      language: 'fr',
      path: '/dashboard/payment?plan=plan_starter_month&interval=month',
    },
  },
};

/** Billing in Arabic, right to left. */
export const Arabic: Story = {
  parameters: { screen: { ...screen, language: 'ar' } },
  globals: { direction: 'rtl' },
};

const starterCheckout = '/dashboard/payment?plan=plan_starter_month&interval=month';

/**
 * The bank asks to confirm the payment (3-D Secure): said as such, then the browser leaves for
 * the bank's page (recorded here instead).
 */
export const CheckoutBankConfirms: Story = {
  beforeEach: recordBankRedirects(),
  parameters: {
    screen: {
      ...screen,
      auth: 'nonMember',
      path: starterCheckout,
      handlers: [...checkoutNeedsBank, ...billingHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $19.00' }));
    await expect(
      await canvas.findByText(
        'Your bank asks you to confirm this payment — opening your bank’s page…',
      ),
    ).toBeVisible();
    await waitFor(() => expect(bankRedirects).toEqual([BANK_URL]));
    await expect(canvas.getByRole('button', { name: 'Pay $19.00' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Back from the bank's page: the outcome is asked for once, while saying so. */
export const ReturnChecking: Story = {
  beforeEach: recordBankRedirects(),
  parameters: {
    screen: {
      ...screen,
      auth: 'nonMember',
      path: '/dashboard/payment?order=ord_3ds',
      handlers: [loading('post', '/payments/orders/:id/refresh'), ...billingHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Checking with your bank…')).toBeVisible();
  },
};

/** The bank confirmed: the usual success message, and on to the plans. */
export const ReturnSucceeded: Story = {
  beforeEach: recordBankRedirects({
    orderId: 'ord_3ds',
    kind: 'plan',
    planId: 'plan_starter_month',
    planName: 'Starter',
  }),
  parameters: {
    screen: {
      ...screen,
      auth: 'nonMember',
      path: '/dashboard/payment?order=ord_3ds',
      handlers: [
        refreshAnswers(() => HttpResponse.json(bankOrder('ord_3ds', 'succeeded'))),
        ...billingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await page.findByText('Payment received. Welcome to Starter!'),
    ).toBeInTheDocument();
    await expect(await within(canvasElement).findByTestId('story-location')).toHaveTextContent(
      '/dashboard/pricing',
    );
  },
};

/**
 * The bank refused: back on the checkout of that plan with the reason, nothing charged; the
 * error clears as soon as another card is chosen.
 */
export const ReturnRefused: Story = {
  beforeEach: recordBankRedirects({
    orderId: 'ord_3ds',
    kind: 'plan',
    planId: 'plan_starter_month',
    planName: 'Starter',
  }),
  parameters: {
    screen: {
      ...screen,
      auth: 'nonMember',
      path: '/dashboard/payment?order=ord_3ds',
      handlers: [refreshAnswers(bankRefused), ...billingHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Your bank could not confirm this payment/)).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Order summary' })).toBeVisible();
    await expect(canvas.getByText('Payment declined')).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: /Mastercard ending in 4444/ }));
    await expect(canvas.queryByText(/Your bank could not confirm this payment/)).toBeNull();
  },
};

/** The bank still waits: one tap opens its page again. */
export const ReturnStillWaiting: Story = {
  beforeEach: recordBankRedirects(),
  parameters: {
    screen: {
      ...screen,
      auth: 'nonMember',
      path: '/dashboard/payment?order=ord_3ds',
      handlers: [
        refreshAnswers(() =>
          HttpResponse.json(bankOrder('ord_3ds', 'requires_action', { nextAction: null })),
        ),
        authenticateStarts,
        ...billingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Open your bank’s page again' }),
    );
    await waitFor(() => expect(bankRedirects).toEqual([BANK_URL]));
    await expect(
      canvas.getByText('Your bank asks you to confirm this payment — opening your bank’s page…'),
    ).toBeVisible();
  },
};

/**
 * From the renewal e-mail's link: the confirmation is ready, its button focused; nothing
 * happens before the tap.
 */
export const ConfirmFromEmail: Story = {
  beforeEach: recordBankRedirects(),
  parameters: {
    screen: {
      ...screen,
      auth: 'confirming',
      path: '/dashboard/payment?confirm=ord_renewal_3ds',
      handlers: [authenticateStarts, ...billingHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = await canvas.findByRole('button', { name: 'Confirm payment' });
    await waitFor(() => expect(confirm).toHaveFocus());
    // One confirmation on the page: the banner leaves it to the page.
    await expect(canvas.getAllByRole('region', { name: 'Confirm your payment' })).toHaveLength(1);
    await expect(bankRedirects).toEqual([]);
    await userEvent.click(confirm);
    await waitFor(() => expect(bankRedirects).toEqual([BANK_URL]));
  },
};

/**
 * A trial's refused card: "card declined", never "payment declined" (nothing was due today);
 * the error goes once another card is chosen.
 */
export const CheckoutTrialCardDeclined: Story = {
  parameters: {
    screen: {
      ...screen,
      auth: 'nonMember',
      path: '/dashboard/payment?plan=plan_pro_month&interval=month',
      handlers: [
        http.post(api('/subscriptions'), () =>
          apiError(402, 'Your card was declined', {
            type: 'card_error',
            declineCode: 'card_declined',
          }),
        ),
        ...billingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(
      await canvas.findByText('This card was declined — try another card.'),
    ).toBeVisible();
    await expect(canvas.getByText('Card declined')).toBeVisible();
    await expect(canvas.queryByText('Payment declined')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Mastercard ending in 4444/ }));
    await expect(canvas.queryByText('This card was declined — try another card.')).toBeNull();
  },
};

/** Back from the bank, in Arabic (right to left). */
export const ReturnStillWaitingArabic: Story = {
  ...ReturnStillWaiting,
  play: undefined,
  parameters: {
    screen: { ...(ReturnStillWaiting.parameters?.screen as object), language: 'ar' },
  },
  globals: { direction: 'rtl' },
};
