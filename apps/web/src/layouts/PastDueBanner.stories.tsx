import type { AuthContextValue } from '@finfree/core/react';
import { AuthContext } from '@finfree/core/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { memberUser } from '../stories/fixtures';
import { loadScreenLanguage } from '../stories/ScreenDecorator';
import { PastDueBanner } from './PastDueBanner';

const pastDue = {
  user: {
    ...memberUser,
    subscription: memberUser.subscription && {
      ...memberUser.subscription,
      status: 'past_due' as const,
    },
  },
} as AuthContextValue;

const paidUp = { user: memberUser } as AuthContextValue;

const meta = {
  title: 'Screens/Past-due banner',
  component: PastDueBanner,
  tags: ['!autodocs'],
  loaders: [loadScreenLanguage],
  decorators: [
    (Story) => (
      <AuthContext.Provider value={pastDue}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </AuthContext.Provider>
    ),
  ],
} satisfies Meta<typeof PastDueBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A renewal failed: on every dashboard screen, with the way to the card form. */
export const PastDue: Story = {
  args: { children: <p>The screen</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The alert's code loads on first use: the screen waits for it, so when the screen shows,
    // the alert is already above it (nothing moves down).
    await expect(await canvas.findByText('The screen')).toBeVisible();
    await expect(canvas.getByText(/Your last renewal failed/)).toBeVisible();
    const banner = canvas.getByRole('region', { name: 'Update card' });
    expect(
      banner.compareDocumentPosition(canvas.getByText('The screen')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(canvas.getByRole('link', { name: 'Update card' })).toHaveAttribute(
      'href',
      '/dashboard/payment?pay=overdue',
    );
  },
};

/** A member whose renewal went through sees the screen without a banner. */
export const PaidUp: Story = {
  args: { children: <p>The screen</p> },
  decorators: [
    (Story) => (
      <AuthContext.Provider value={paidUp}>
        <Story />
      </AuthContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The screen')).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.children).toHaveLength(1);
  },
};
