import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useSettings } from '../../settings/useSettings';
import { ColorPresetPicker } from './ColorPresetPicker';

/** The picker wired to the settings, as the drawer uses it. */
function Connected() {
  const { themeColorPresets, setColorPreset } = useSettings();
  return (
    <div style={{ width: 240 }}>
      <ColorPresetPicker value={themeColorPresets} onChange={setColorPreset} />
    </div>
  );
}

const meta = {
  title: 'Settings/ColorPresetPicker',
  component: Connected,
} satisfies Meta<typeof Connected>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Presets' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(6);
    await expect(canvas.getByRole('radio', { name: 'Purple' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Cyan' }));
    await expect(document.documentElement).toHaveAttribute('data-preset', 'cyan');
    // Arrow keys move through the presets (native radio group).
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Purple' })).toBeChecked();
    await expect(document.documentElement).toHaveAttribute('data-preset', 'purple');
  },
};
