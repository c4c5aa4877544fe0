import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingScreen } from './LoadingScreen';
import { inFrame } from '../../stories/storyDecorators';

const meta = {
  title: 'Feedback/LoadingScreen',
  component: LoadingScreen,
  args: { label: 'Loading' },
  decorators: [inFrame({ height: 320, display: 'flex' })],
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading' });
    await expect(status).toHaveAttribute('data-component', 'LoadingScreen');
    const logo = status.querySelector<HTMLElement>('[data-part="Logo"]');
    await expect(logo).not.toBeNull();
    // The logo pulses unless the user asked for reduced motion.
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(logo as HTMLElement).animationName === 'none').toBe(reduce);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Checking your session', showProgress: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking your session' })).toBeVisible();
  },
};
