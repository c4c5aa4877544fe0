import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorHandlers, loadingHandlers } from '../../stories/handlers';
import { screenSetup, type ScreenParameters } from '../../stories/ScreenDecorator';
import { LandingPage } from './LandingPage';
import { findScreen } from '../../stories/findScreen';
import { expectOwnersWordsInTheirLanguage } from '../../stories/planCard';

const meta = {
  title: 'Screens/Landing',
  component: LandingPage,
  // One harness (router, session, language) per story: no docs page mixing them.
  tags: ['!autodocs'],
  ...screenSetup,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/', layout: 'main' } satisfies ScreenParameters,
  },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The public home page in the main layout, with the member count and the plans. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Trade with a community of the financially free',
      }),
    ).toBeVisible();
    await expect(await canvas.findByText('3k+ people joined')).toBeVisible();
    const record = canvas.getByRole('region', { name: 'Track record (last 90 days)' });
    await expect(await within(record).findByText('46')).toBeVisible();
    await expect(within(record).getByText('69%')).toBeVisible();

    const pricing = canvas.getByRole('region', { name: 'Plans' });
    await expect(await within(pricing).findByRole('article', { name: 'Pro' })).toBeVisible();
    await expect(within(pricing).getByText('$49.00')).toBeVisible();
    await expectOwnersWordsInTheirLanguage(within(pricing).getByRole('article', { name: 'Pro' }));
    await userEvent.click(within(pricing).getByRole('radio', { name: 'Yearly' }));
    await expect(await within(pricing).findByText('$490.00')).toBeVisible();
    await expect(within(pricing).getByRole('link', { name: 'Choose Pro' })).toHaveAttribute(
      'href',
      '/auth/jwt/register?plan=plan_pro_year&interval=year',
    );
  },
};

/** The API has not answered yet: skeletons where the figures and plans will be. */
export const Loading: Story = {
  parameters: {
    screen: { path: '/', layout: 'main', handlers: loadingHandlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByTestId('people-joined')).not.toHaveTextContent(/joined/);
    const pricing = canvas.getByRole('region', { name: 'Plans' });
    await expect(within(pricing).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(within(pricing).queryByRole('article')).toBeNull();
  },
};

/** The API fails: the figures and plans say so and offer a retry; the rest still works. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { screen: { path: '/', layout: 'main', handlers: errorHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getAllByText('An unexpected error happened on our side. Try again in a moment.'),
      ).toHaveLength(2),
    );
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
    await expect(canvas.getByTestId('people-joined')).toBeEmptyDOMElement();
    // The rest of the page does not depend on the API.
    await expect(canvas.getByRole('heading', { level: 2, name: 'About us' })).toBeVisible();
  },
};

/** Arabic, right to left. */
export const RightToLeftArabic: Story = {
  name: 'RTL Arabic',
  globals: { direction: 'rtl' },
  parameters: { screen: { path: '/', layout: 'main', language: 'ar' } },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'تداول مع مجتمع الأحرار ماليًا');
    await expect(await canvas.findByText('انضم 3k+ شخص')).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
  },
};

/** Signed in: choosing a plan goes to payment for that plan instead of sign-up. */
export const SignedIn: Story = {
  parameters: {
    screen: { path: '/pricing', layout: 'main', auth: 'member' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pricing = canvas.getByRole('region', { name: 'Plans' });
    await expect(
      await within(pricing).findByRole('link', { name: 'Choose Elite' }),
    ).toHaveAttribute('href', '/dashboard/payment?plan=plan_elite_month&interval=month');
  },
};

/** /contact-us: the contact form checks its fields, then sends the message. */
export const ContactSent: Story = {
  parameters: { screen: { path: '/contact-us', layout: 'main' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The form is in the page from the first paint.
    const form = await canvas.findByRole('form', { name: 'Contact us' });
    const send = within(form).getByRole('button', { name: 'Send message' });
    await userEvent.click(send);
    // Each field says what it needs, like every other field.
    await expect(await within(form).findByText('Enter a subject.')).toBeVisible();
    await expect(within(form).getByText('Enter your message.')).toBeVisible();
    await expect(within(form).queryByText('Fill in this field.')).toBeNull();
    await expect(within(form).getByText('Enter your name.')).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Nadia Benali');
    await userEvent.type(within(form).getByLabelText(/^E-mail/), 'nadia@example.com');
    await userEvent.type(within(form).getByLabelText(/^Subject/), 'Yearly plan');
    await userEvent.type(within(form).getByLabelText(/^Message/), 'Can I switch to yearly?');
    await userEvent.click(send);
    await expect(
      await within(form).findByText('Thank you — your message has been sent.'),
    ).toBeVisible();
  },
};
