import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../../components/ButtonLink';
import { SettingsButton, SettingsDrawer } from '../../components/SettingsDrawer';
import { CurrentPath, MemoryLink, MemoryRouter } from '../../components/NavSection/storyRouter';
import { MinimalLayout } from './MinimalLayout';
import { atViewport, layoutParameters } from '../../stories/layoutStories';

function Demo() {
  return (
    <MemoryRouter initialPath="/404">
      <MinimalLayout LinkComponent={MemoryLink} headerActions={<SettingsButton />}>
        <h1 style={{ margin: 0, fontSize: '1.75rem' }}>Sorry, page not found!</h1>
        <p style={{ color: 'var(--ff-text-secondary)' }}>
          The page you are looking for does not exist. Check the address, or go back home.
        </p>
        <div>
          <ButtonLink as={MemoryLink} href="/" to="/" size="large">
            Go to home
          </ButtonLink>
        </div>
        <CurrentPath />
      </MinimalLayout>
      <SettingsDrawer showPresets />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Layouts/MinimalLayout',
  component: Demo,
  parameters: layoutParameters,
  globals: atViewport('desktop'),
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Need help?' })).toBeVisible();
    const column = canvas.getByRole('main');
    // 400 px of content; the padding is inside the width, so the column never overflows.
    await expect(getComputedStyle(column).boxSizing).toBe('border-box');
    await expect(getComputedStyle(column).maxWidth).toBe('432px');
    // Centred: equal space on both sides.
    const rect = column.getBoundingClientRect();
    await expect(Math.abs(rect.left - (window.innerWidth - rect.right))).toBeLessThanOrEqual(1);
  },
};

export const DesktopRtl: Story = { name: 'Desktop — RTL', globals: { direction: 'rtl' } };

export const Mobile: Story = { globals: atViewport('phone') };

export const MobileRtl: Story = {
  name: 'Mobile — RTL',
  globals: { direction: 'rtl', ...atViewport('phone') },
};
