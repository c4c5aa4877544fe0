import type { EquityPoint } from '@finfree/core';
import { Button, useSettings } from '@finfree/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EquityChartProps } from './EquityChart';
import { LazyEquityChart } from './LazyEquityChart';

/** 60 closed trades, one a day from 1 June 2026, with a rising cumulative R. */
function equityFixture(count = 60): EquityPoint[] {
  let cumulativeR = 0;
  let cumulativePips = 0;
  return Array.from({ length: count }, (_, index) => {
    const r = index % 3 === 2 ? -1 : 1.4;
    cumulativeR += r;
    cumulativePips += r * 20;
    return {
      at: new Date(Date.UTC(2026, 5, 1 + index, 14)).toISOString(),
      tradeId: `trade-${index}`,
      r,
      cumulativeR,
      cumulativePips,
    };
  });
}

const points = equityFixture();
const summary = 'Cumulative result: +24.0 R after 60 closed trades.';

/** `r g b` of a theme variable holding a hex colour (e.g. `--ff-palette-primary-main`). */
function themeRgb(name: string): [number, number, number] {
  const hex = getComputedStyle(document.documentElement).getPropertyValue(`--ff-${name}`).trim();
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Counts the opaque pixels of the canvas within `tolerance` of a colour. */
function countPixels(
  canvas: HTMLCanvasElement,
  [r, g, b]: [number, number, number],
  tolerance = 6,
) {
  const context = canvas.getContext('2d');
  if (!context) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (
      data[i + 3]! > 230 &&
      Math.abs(data[i]! - r) <= tolerance &&
      Math.abs(data[i + 1]! - g) <= tolerance &&
      Math.abs(data[i + 2]! - b) <= tolerance
    ) {
      count += 1;
    }
  }
  return count;
}

/** Waits for the lazy chart to draw and returns its figure and canvas. */
async function drawnChart(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const figure = await canvas.findByRole('figure', { name: 'Equity curve (R)' });
  const plot = await waitFor(() => {
    const element = figure.querySelector('canvas');
    if (!element) throw new Error('The chart has not drawn yet');
    return element;
  });
  await waitFor(() =>
    expect(countPixels(plot, themeRgb('palette-primary-main'))).toBeGreaterThan(50),
  );
  return { figure, plot };
}

const meta = {
  title: 'Components/Trades/EquityChart',
  component: LazyEquityChart,
  args: {
    points,
    measure: 'r',
    locale: 'en',
    label: 'Equity curve (R)',
    summary,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LazyEquityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The curve in the theme's primary colour, loaded lazily in a box of fixed height (the
 * skeleton and the chart are both 260 px: nothing moves), named and summarised in text.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { figure, plot } = await drawnChart(canvasElement);
    await expect(figure.getBoundingClientRect().height).toBe(260);
    await expect(plot.getBoundingClientRect().height).toBe(260);
    await expect(within(figure).getByText(summary)).toBeInTheDocument();
    // No attribution image or link: only the figure's name and its summary.
    await expect(figure.querySelectorAll('a, img, [tabindex]')).toHaveLength(0);
  },
};

/** Pips instead of R, dates and numbers in French. */
export const PipsInFrench: Story = {
  args: { measure: 'pips', locale: 'fr', label: 'Equity curve (R)' },
  play: async ({ canvasElement }) => {
    await drawnChart(canvasElement);
  },
};

function ModeSwitch(props: EquityChartProps) {
  const { themeMode, setMode, setColorPreset } = useSettings();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => setMode(themeMode === 'dark' ? 'light' : 'dark')}>
          Switch mode
        </Button>
        <Button onClick={() => setColorPreset('orange')}>Orange preset</Button>
      </div>
      <LazyEquityChart {...props} />
    </div>
  );
}

/** The chart redraws in the new colours when the mode or the colour preset changes. */
export const FollowsModeAndPreset: Story = {
  render: (args) => <ModeSwitch {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { plot } = await drawnChart(canvasElement);
    const darkLabels = themeRgb('text-secondary');
    await expect(countPixels(plot, darkLabels, 2)).toBeGreaterThan(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Switch mode' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mode', 'light'));
    const lightLabels = themeRgb('text-secondary');
    await expect(lightLabels).not.toEqual(darkLabels);
    await waitFor(() => expect(countPixels(plot, lightLabels, 2)).toBeGreaterThan(0));
    await expect(countPixels(plot, darkLabels, 2)).toBe(0);

    const purple = themeRgb('palette-primary-main');
    await userEvent.click(canvas.getByRole('button', { name: 'Orange preset' }));
    const orange = themeRgb('palette-primary-main');
    await expect(orange).not.toEqual(purple);
    await waitFor(() => expect(countPixels(plot, orange)).toBeGreaterThan(50));
    await expect(countPixels(plot, purple)).toBe(0);
  },
};

/** Right-to-left page: the summary follows the page, the plot keeps time left to right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const { figure, plot } = await drawnChart(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(plot.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(figure.getBoundingClientRect().height).toBe(260);
  },
};

/** The chart follows the width of its container. */
export const Resizes: Story = {
  decorators: [
    (Story) => (
      <div data-testid="box" style={{ width: 600 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const { plot } = await drawnChart(canvasElement);
    await expect(Math.round(plot.getBoundingClientRect().width)).toBe(600);
    within(canvasElement).getByTestId('box').style.width = '360px';
    await waitFor(() => expect(Math.round(plot.getBoundingClientRect().width)).toBe(360));
  },
};

/** No closed trade yet: the axes alone, at the same height. */
export const Empty: Story = {
  args: { points: [], summary: 'Cumulative result: 0.0 R after 0 closed trades.' },
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByRole('figure', { name: 'Equity curve (R)' });
    await waitFor(() => expect(figure.querySelector('canvas')).not.toBeNull());
    await expect(figure.getBoundingClientRect().height).toBe(260);
  },
};
