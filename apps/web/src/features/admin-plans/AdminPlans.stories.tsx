import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminScreen } from '../../stories/adminHandlers';
import { failing } from '../../stories/handlers';
import { screenStory } from '../../stories/ScreenDecorator';
import { AdminPlans } from './AdminPlans';

const path = '/dashboard/pricing';
const admin = adminScreen(path);

const meta = {
  title: 'Screens/Admin/Plans',
  component: AdminPlans,
  tags: ['!autodocs'],
  ...screenStory(admin),
} satisfies Meta<typeof AdminPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Archived plans too; archiving says subscribers keep the plan. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Archived'))[0]).toBeInTheDocument();
    const [archive] = await canvas.findAllByRole('button', { name: /^Archive / });
    await userEvent.click(archive!);
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(/Existing subscribers keep it/)).toBeInTheDocument();
  },
};

/** Dollars typed, cents sent: three decimals are refused, never rounded. */
export const CreateValidation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New plan' }));
    const form = within(await screen.findByRole('dialog', { name: 'New plan' }));
    await userEvent.type(form.getByLabelText('Name'), 'Pro');
    await userEvent.type(form.getByLabelText('Price (USD)'), '49.999');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(form.getByText('Cents only: at most two decimals.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { screen: adminScreen(path, failing('get', '/plans')) },
};

export const Arabic: Story = {
  parameters: { screen: { ...admin, language: 'ar' } },
  globals: { direction: 'rtl' },
};
