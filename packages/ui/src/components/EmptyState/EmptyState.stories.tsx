import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineChart } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const onStart = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No trades yet', description: 'Your executed trades will appear here.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No trades yet' })).toBeVisible();
    await expect(canvas.getByText('Your executed trades will appear here.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="Icon"] svg')).not.toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    icon: <LineChart aria-hidden />,
    action: <Button onClick={onStart}>Start a plan</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start a plan' }));
    await expect(onStart).toHaveBeenCalledOnce();
  },
};

export const WithoutIcon: Story = {
  args: { icon: null, titleAs: 'h2' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="Icon"]')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Light: Story = { globals: { mode: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { title: 'لا توجد صفقات', description: 'ستظهر صفقاتك هنا.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لا توجد صفقات' })).toBeVisible();
  },
};
