import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadScreenLanguage } from '../../../stories/ScreenDecorator';
import { RiskCalculator } from './RiskCalculator';
import { eurusdExample, goldExample } from './riskExamples';

const meta = {
  title: 'Trades/RiskCalculator',
  component: RiskCalculator,
  loaders: [
    loadScreenLanguage,
    () => {
      window.localStorage.removeItem('finfree.riskCalculator.story-member');
      return {};
    },
  ],
  args: {
    userId: 'story-member',
    ...goldExample,
  },
} satisfies Meta<typeof RiskCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gold with $10,000 and 1%: 0.1 lot, $100 at risk, $60 and $120 at the take-profits. */
export const Gold: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0.1 lots')).toBeVisible();
    await expect(canvas.getByText('$100.00')).toBeVisible();
    await expect(canvas.getByText('0.06 closed, $60.00 made')).toBeVisible();
    await expect(canvas.getByText('0.04 closed, $120.00 made')).toBeVisible();
    await expect(canvas.getByText(/Gold: 1 lot = 100 oz/)).toBeVisible();
    // 2% of $10,000 doubles the size; the member's choice is remembered.
    const risk = canvas.getByLabelText('Risk per trade');
    await userEvent.clear(risk);
    await userEvent.type(risk, '2');
    await expect(await canvas.findByText('0.2 lots')).toBeVisible();
    await expect(
      JSON.parse(window.localStorage.getItem('finfree.riskCalculator.story-member') ?? '{}'),
    ).toEqual({ account: '10000', risk: '2' });
  },
};

/** An FX pair; an invalid account size says what to enter. */
export const ForexInvalidAccount: Story = {
  args: eurusdExample,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0.2 lots')).toBeVisible();
    const account = canvas.getByLabelText('Account size');
    await userEvent.clear(account);
    await expect(await canvas.findByText('Enter an amount above 0.')).toBeVisible();
    await expect(
      canvas.getByText('Too little at risk for the smallest position on this stop.'),
    ).toBeVisible();
  },
};
