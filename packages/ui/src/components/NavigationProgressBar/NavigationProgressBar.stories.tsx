import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { NavigationProgressBar } from './NavigationProgressBar';
import { framedDocs } from '../../stories/layoutStories';

const meta = {
  title: 'Feedback/NavigationProgressBar',
  component: NavigationProgressBar,
  args: { active: true },
  parameters: { docs: framedDocs },
} satisfies Meta<typeof NavigationProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async () => {
    const bar = document.querySelector<HTMLElement>('[data-component="NavigationProgressBar"]');
    await expect(bar).not.toBeNull();
    const rect = (bar as HTMLElement).getBoundingClientRect();
    await expect(rect.top).toBe(0);
    await expect(rect.height).toBe(2.5);
    await expect(getComputedStyle(bar as HTMLElement).position).toBe('fixed');
  },
};

function Toggle() {
  const [active, setActive] = useState(false);
  return (
    <>
      <NavigationProgressBar active={active} />
      <Button onClick={() => setActive((value) => !value)}>
        {active ? 'Finish navigation' : 'Start navigation'}
      </Button>
    </>
  );
}

export const Toggled: Story = {
  render: () => <Toggle />,
  play: async ({ canvas }) => {
    const find = () => document.querySelector('[data-component="NavigationProgressBar"]');
    await expect(find()).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await expect(find()).toHaveAttribute('data-state', 'loading');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await expect(find()).toHaveAttribute('data-state', 'done');
    await waitFor(() => expect(find()).toBeNull());
  },
};
