import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenSetup } from '../../stories/ScreenDecorator';
import { LegalPage } from './LegalPage';

const meta = {
  title: 'Screens/Legal',
  component: LegalPage,
  tags: ['!autodocs'],
  ...screenSetup,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'privacy' },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /privacy-statement in the main layout. */
export const Privacy: Story = {
  args: { kind: 'privacy' },
  parameters: { screen: { path: '/privacy-statement', layout: 'main' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Privacy statement' });
    await expect(
      within(article).getByRole('heading', { level: 1, name: 'Privacy statement' }),
    ).toBeVisible();
    await expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await expect(within(article).getByText('Last updated: 21 November 2026')).toBeVisible();
  },
};

/** /risk-warning: the risk warning and terms of service. */
export const RiskWarning: Story = {
  args: { kind: 'risk' },
  parameters: { screen: { path: '/risk-warning', layout: 'main' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Risk warning and terms of service' });
    await expect(
      within(article).getByRole('heading', { level: 2, name: 'Trading is risky' }),
    ).toBeVisible();
    await expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};
