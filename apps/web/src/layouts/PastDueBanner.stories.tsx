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
    await expect(canvas.getByText(/Your last renewal failed/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Update card' })).toHaveAttribute(
      'href',
      '/dashboard/payment?pay=overdue',
    );
  },
};
