import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  tabsActivationModes,
  tabsOrientations,
  type TabsProps,
} from './Tabs';

const tabs = ['Overview', 'Trades', 'Plans'] as const;

function Example(props: TabsProps & { labels?: readonly string[] }) {
  const { labels = tabs, ...rest } = props;
  return (
    <Tabs defaultValue={labels[0]} {...rest}>
      <TabList aria-label="Account">
        {labels.map((label) => (
          <Tab key={label} value={label} disabled={label === 'Disabled'}>
            {label}
          </Tab>
        ))}
      </TabList>
      {labels.map((label) => (
        <TabPanel key={label} value={label}>
          {label} content
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Example,
  args: { onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: tabsOrientations },
    activationMode: { control: 'inline-radio', options: tabsActivationModes },
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trades = canvas.getByRole('tab', { name: 'Trades' });
    await userEvent.click(trades);
    await expect(trades).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Trades');
    const panel = canvas.getByRole('tabpanel', { name: 'Trades' });
    await expect(panel).toHaveTextContent('Trades content');
    await expect(trades).toHaveAttribute('aria-controls', panel.id);
    await expect(panel).toHaveAttribute('aria-labelledby', trades.id);
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Overview')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Trades')).toHaveFocus();
    await expect(tab('Trades')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab('Plans')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Overview')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Plans')).toHaveFocus();
    // Roving tabindex: Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The focus moves, the selection waits for Enter or Space.
    await expect(tab('Trades')).toHaveFocus();
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Overview content');
    await userEvent.keyboard('{Enter}');
    await expect(tab('Trades')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Trades');
    await userEvent.keyboard('{Home}');
    await expect(tab('Overview')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  },
};

export const SkipsDisabled: Story = {
  args: { labels: ['Overview', 'Disabled', 'Plans'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Plans' })).toHaveFocus();
  },
};

function ControlledExample() {
  const [value, setValue] = useState('Plans');
  return (
    <div>
      <p>Selected: {value}</p>
      <Example value={value} onValueChange={setValue} />
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await expect(canvas.getByText('Selected: Overview')).toBeVisible();
  },
};

export const NothingSelectedYet: Story = {
  args: { defaultValue: undefined },
  render: (args) => <Example {...args} defaultValue="" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Trades' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Only the selected tab stays in the Tab order.
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('tabindex', '-1');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Trades' })).toHaveFocus();
  },
};

export const Light: Story = { globals: { mode: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { labels: ['نظرة عامة', 'الصفقات', 'الخطط'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // In rtl the next tab is on the left: ArrowLeft moves forward.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'الصفقات' })).toHaveFocus();
  },
};
