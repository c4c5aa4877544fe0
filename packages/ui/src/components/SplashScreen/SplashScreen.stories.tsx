import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SplashScreen } from './SplashScreen';
import { framedDocs } from '../../stories/layoutStories';

const meta = {
  title: 'Feedback/SplashScreen',
  component: SplashScreen,
  parameters: { layout: 'fullscreen', docs: framedDocs },
} satisfies Meta<typeof SplashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const splash = canvas.getByRole('status', { name: 'Loading Finfree' });
    const style = getComputedStyle(splash);
    await expect(style.position).toBe('fixed');
    await expect(splash.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};
