import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

function Example({ disabled, ...props }: TabsProps & { disabled?: string }) {
  const values = ['One', 'Two words', 'Three'];
  return (
    <Tabs defaultValue="One" {...props}>
      <TabList aria-label="Example">
        {values.map((value) => (
          <Tab key={value} value={value} disabled={value === disabled}>
            {value}
          </Tab>
        ))}
      </TabList>
      {values.map((value) => (
        <TabPanel key={value} value={value} keepMounted={value === 'Three'}>
          {value} panel
        </TabPanel>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('ties each tab to its panel with ids free of whitespace', async () => {
    render(<Example />);
    await userEvent.click(tab('Two words'));
    const panel = screen.getByRole('tabpanel', { name: 'Two words' });
    expect(panel).toHaveTextContent('Two words panel');
    expect(tab('Two words').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.id).not.toMatch(/\s/);
    expect(panel).toHaveAttribute('aria-labelledby', tab('Two words').id);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
  });

  it('keeps a `keepMounted` panel in the page, hidden, and drops the others', () => {
    const { container } = render(<Example />);
    expect(screen.queryByText('Two words panel')).toBeNull();
    const hidden = container.querySelector('[data-part="TabPanel"][hidden]');
    expect(hidden).toHaveTextContent('Three panel');
    expect(hidden).toHaveAttribute('data-state', 'inactive');
  });

  it('puts only the selected tab in the Tab order, then the one the focus is on', async () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    expect(tab('One')).toHaveAttribute('tabindex', '0');
    expect(tab('Two words')).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(tab('One')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('Three')).toHaveFocus();
    expect(tab('Three')).toHaveAttribute('tabindex', '0');
    expect(tab('One')).toHaveAttribute('tabindex', '-1');
    expect(onValueChange).toHaveBeenLastCalledWith('Three');
    await userEvent.keyboard('{Home}');
    expect(tab('One')).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('One');
  });

  it('moves the focus only, in manual activation, and returns to the selected tab on re-entry', async () => {
    const onValueChange = vi.fn();
    render(
      <>
        <Example activationMode="manual" onValueChange={onValueChange} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Two words')).toHaveFocus();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).not.toHaveBeenCalled();
    // Leaving the list: the selected tab is again the one in the Tab order.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(tab('One')).toHaveAttribute('tabindex', '0');
    expect(tab('Two words')).toHaveAttribute('tabindex', '-1');
  });

  it('skips disabled tabs and wraps around', async () => {
    render(<Example disabled="Two words" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Three')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('One')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Three')).toHaveFocus();
  });

  it('mirrors the arrow keys in rtl and uses Up/Down when vertical', async () => {
    const { unmount } = render(
      <ThemeProvider direction="rtl" withGlobalStyle={false}>
        <Example />
      </ThemeProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Two words')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('One')).toHaveFocus();
    unmount();
    render(<Example orientation="vertical" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('One')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Two words')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(tab('One')).toHaveFocus();
  });

  it('follows the value when controlled', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<Example value="Three" onValueChange={onValueChange} />);
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('One'));
    expect(onValueChange).toHaveBeenLastCalledWith('One');
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    rerender(<Example value="One" onValueChange={onValueChange} />);
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveAttribute('tabindex', '0');
  });

  it('asks to be used inside <Tabs>', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Tab value="x">x</Tab>)).toThrow('<Tab> must be inside <Tabs>');
  });
});
