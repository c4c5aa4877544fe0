import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../components/Button';
import { SettingsButton, SettingsDrawer } from '../../components/SettingsDrawer';
import { MemoryLink, MemoryRouter } from '../../components/NavSection/storyRouter';
import { AuthLayout } from './AuthLayout';
import { atViewport, layoutParameters } from '../../stories/layoutStories';

/** A stand-in for /assets/illustrations/illustration_dashboard.png (no network in tests). */
const illustration =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><rect x="40" y="40" width="400" height="280" rx="24" fill="#7635DC" opacity=".16"/><rect x="72" y="80" width="160" height="20" rx="10" fill="#7635DC"/><path d="M72 280l80-80 60 40 100-120 96 60" stroke="#7635DC" stroke-width="12" fill="none" stroke-linecap="round"/></svg>',
  );

function Demo() {
  return (
    <MemoryRouter initialPath="/auth/jwt/login">
      <AuthLayout
        LinkComponent={MemoryLink}
        illustrationSrc={illustration}
        headerActions={<SettingsButton />}
      >
        <h1 style={{ margin: 0, fontSize: '1.5rem' }}>Sign in to Finfree</h1>
        <form
          style={{ display: 'flex', flexDirection: 'column', gap: 16, marginTop: 24 }}
          onSubmit={(event) => event.preventDefault()}
        >
          <label style={{ display: 'grid', gap: 6, fontSize: 14 }}>
            Email address
            <input type="email" name="email" style={{ height: 40, borderRadius: 8, padding: 8 }} />
          </label>
          <label style={{ display: 'grid', gap: 6, fontSize: 14 }}>
            Password
            <input
              type="password"
              name="password"
              style={{ height: 40, borderRadius: 8, padding: 8 }}
            />
          </label>
          <Button type="submit" size="large">
            Sign in
          </Button>
        </form>
      </AuthLayout>
      <SettingsDrawer showPresets />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Layouts/AuthLayout',
  component: Demo,
  parameters: layoutParameters,
  globals: atViewport('desktop'),
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const brand = () => document.querySelector<HTMLElement>('[data-part="Brand"]');

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const panel = brand() as HTMLElement;
    await expect(panel).toBeVisible();
    await expect(panel).toHaveTextContent('Join a community of the financially free');
    // Brand panel on the start (left) side, form on the end side.
    const form = canvas.getByRole('main').getBoundingClientRect();
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(form.left);
  },
};

export const DesktopRtl: Story = {
  name: 'Desktop — RTL',
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('main').getBoundingClientRect();
    await expect((brand() as HTMLElement).getBoundingClientRect().left).toBeGreaterThanOrEqual(
      form.right,
    );
  },
};

export const Mobile: Story = {
  globals: atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(brand()).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

export const MobileRtl: Story = {
  name: 'Mobile — RTL',
  globals: { direction: 'rtl', ...atViewport('phone') },
};
