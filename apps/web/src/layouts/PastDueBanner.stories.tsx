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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The alert's code loads on first use; it then shows without anything else to do.
    await expect(await canvas.findByText(/Your last renewal failed/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Update card' })).toHaveAttribute(
      'href',
      '/dashboard/payment?pay=overdue',
    );
  },
};

/** A member whose renewal went through sees no banner. */
export const PaidUp: Story = {
  decorators: [
    (Story) => (
      <AuthContext.Provider value={paidUp}>
        <Story />
      </AuthContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
