import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  activeSubscription,
  cancelingSubscription,
  pastDueSubscription,
  scheduledSubscription,
} from '../../stories/billingFixtures';
import {
  billingErrorHandlers,
  billingHandlers,
  billingLoadingHandlers,
  billingScreen,
} from '../../stories/billingHandlers';
import { BANK_URL, bankRedirects, recordBankRedirects } from '../../stories/bankFixtures';
import { api, emptyHandlers } from '../../stories/handlers';
import { screenStory } from '../../stories/ScreenDecorator';
import { PlansPage } from './PlansPage';
import { expectOwnersWordsInTheirLanguage } from '../../stories/planCard';

const path = '/dashboard/pricing';
const screen = billingScreen(path);

const meta = {
  title: 'Screens/Plans',
  component: PlansPage,
  tags: ['!autodocs'],
  ...screenStory(screen),
} satisfies Meta<typeof PlansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not subscribed: every plan offers to subscribe, or to start its free trial. */
export const NotSubscribed: Story = {
  parameters: { screen: { ...screen, auth: 'nonMember' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pro = await canvas.findByRole('article', { name: 'Pro' });
    await expect(within(pro).getByRole('link', { name: /Start free trial/ })).toHaveAttribute(
      'href',
      '/dashboard/payment?plan=plan_pro_month&interval=month',
    );
    await expectOwnersWordsInTheirLanguage(pro);
  },
};

/** A member: the current plan with its renewal date; others offer a switch. */
export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pro = await canvas.findByRole('article', { name: 'Pro' });
    await expect(within(pro).getByText('Current plan')).toBeVisible();
    await expect(within(pro).getByText(/^Renews on /)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Switch to Elite' })).toBeVisible();
  },
};

/** Upgrade: the amount due today comes from the server's preview before anything is charged. */
export const UpgradePreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to Elite' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Switch to Elite' });
    await expect(await within(dialog).findByTestId('amount-due')).toHaveTextContent('$678.00');
    await expect(
      within(dialog).getByRole('button', { name: 'Pay $678.00 and switch' }),
    ).toBeInTheDocument();
  },
};

/** A downgrade scheduled for the renewal date, with an undo. */
export const ScheduledDowngrade: Story = {
  parameters: {
    screen: billingScreen(path, { subscriptions: [scheduledSubscription] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Changes to Starter on /)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep Pro' })).toBeVisible();
  },
};

/** Cancelled at period end: the end date and Resume. */
export const CancelsAtPeriodEnd: Story = {
  parameters: {
    screen: billingScreen(path, { subscriptions: [cancelingSubscription] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Ends on /)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  },
};

/** Cancelling asks for confirmation and an optional reason. */
export const CancelDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel subscription' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(
      within(dialog).getByLabelText('Why are you leaving? (optional)'),
    ).toBeInTheDocument();
  },
};

/** A failed renewal: the plan says so and offers to pay. */
export const PastDue: Story = {
  parameters: {
    screen: billingScreen(path, { subscriptions: [pastDueSubscription] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/dashboard/payment?pay=overdue',
    );
  },
};

/** Plans and subscription loading. */
export const Loading: Story = {
  parameters: { screen: { ...screen, handlers: billingLoadingHandlers } },
};

/** No plan on sale. */
export const Empty: Story = {
  parameters: {
    screen: { ...screen, auth: 'nonMember', handlers: [...emptyHandlers, ...billingHandlers()] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No plans are on sale right now.'),
    ).toBeVisible();
  },
};

/** The server fails: said as such, with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { screen: { ...screen, handlers: billingErrorHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Something went wrong on our side. Try again in a moment.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  parameters: { screen: { ...screen, language: 'ar' } },
  globals: { direction: 'rtl' },
};

/** The upgrade's payment waits for the bank: said in the dialog, then off to the bank's page. */
export const UpgradeBankConfirms: Story = {
  beforeEach: recordBankRedirects(),
  parameters: {
    screen: {
      ...screen,
      handlers: [
        http.patch(api('/subscriptions/:id'), () =>
          HttpResponse.json({
            ...activeSubscription,
            paymentAction: {
              orderId: 'ord_upgrade_3ds',
              purpose: 'upgrade',
              amount: 67800,
              currency: 'usd',
              dueBy: '2026-11-22T10:00:00.000Z',
              actionUrl: BANK_URL,
            },
          }),
        ),
        ...billingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to Elite' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Switch to Elite' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Pay $678.00 and switch' }),
    );
    // Queried afresh on each try: the dialog re-renders as the payment goes on, and a node
    // found once may have been replaced by the time its visibility is read.
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          'Your bank asks you to confirm this payment — opening your bank’s page…',
        ),
      ).toBeVisible(),
    );
    await waitFor(() => expect(bankRedirects).toEqual([BANK_URL]));
  },
};
