import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { UiTextProvider } from '../../locale/UiTextProvider';
import type { UiTextOverrides } from '../../locale/uiText';
import { useSettings } from '../../settings/useSettings';
import { SettingsButton } from './SettingsButton';
import { SettingsDrawer, type SettingsDrawerProps } from './SettingsDrawer';
import { closeWithEscape, expectClosed, expectFocusWithin } from '../../stories/overlays';
import { framedDocs } from '../../stories/layoutStories';

function SettingsSummary() {
  const s = useSettings();
  return (
    <dl data-testid="summary" style={{ fontSize: 13, display: 'grid', gap: 4 }}>
      {(
        [
          ['Mode', s.themeMode],
          ['Contrast', s.themeContrast],
          ['Direction', s.themeDirection],
          ['Layout', s.themeLayout],
          ['Stretch', String(s.themeStretch)],
          ['Preset', s.themeColorPresets],
        ] as const
      ).map(([term, value]) => (
        <div key={term} style={{ display: 'flex', gap: 8 }}>
          <dt>{term}:</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OpenOnMount() {
  const { open, onToggle } = useSettings();
  // Opens once for the "open" stories (screenshots and docs).
  useEffect(() => {
    if (!open) onToggle();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);
  return null;
}

function Demo({ startOpen = false, ...props }: SettingsDrawerProps & { startOpen?: boolean }) {
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <SettingsButton />
      <SettingsSummary />
      <SettingsDrawer {...props} />
      {startOpen ? <OpenOnMount /> : null}
    </div>
  );
}

const meta = {
  title: 'Settings/SettingsDrawer',
  component: Demo,
  args: { showPresets: false, startOpen: false },
  parameters: { docs: framedDocs },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    const html = document.documentElement;
    await step('the settings button opens the drawer', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
      const drawer = await screen.findByRole('dialog', { name: 'Settings' });
      await expect(drawer.getBoundingClientRect().width).toBe(280);
      await expect(within(drawer).queryByRole('radiogroup', { name: 'Presets' })).toBeNull();
    });
    const drawer = screen.getByRole('dialog', { name: 'Settings' });
    const inDrawer = within(drawer);
    const reset = inDrawer.getByRole('button', { name: 'Reset settings' });
    await step(
      'reset is unavailable (aria-disabled, still focusable) at the defaults',
      async () => {
        await expect(reset).toHaveAttribute('aria-disabled', 'true');
      },
    );
    await step('changes apply live and enable reset', async () => {
      await userEvent.click(inDrawer.getByRole('radio', { name: 'Light' }));
      await expect(html).toHaveAttribute('data-mode', 'light');
      await expect(reset).not.toHaveAttribute('aria-disabled');
      await userEvent.click(inDrawer.getByRole('radio', { name: 'Bold' }));
      await expect(html).toHaveAttribute('data-contrast', 'bold');
      await userEvent.click(inDrawer.getByRole('radio', { name: 'Mini' }));
      await expect(canvas.getByTestId('summary')).toHaveTextContent('Layout:mini');
      await userEvent.click(inDrawer.getByRole('switch', { name: /Stretch/ }));
      await expect(inDrawer.getByRole('switch', { name: /Stretch/ })).toBeChecked();
      await expect(inDrawer.getByRole('switch', { name: /Stretch/ })).toHaveAccessibleName(
        /1600px/,
      );
    });
    await step('radio groups are keyboard operable', async () => {
      inDrawer.getByRole('radio', { name: 'Left to right' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(html).toHaveAttribute('dir', 'rtl');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(html).toHaveAttribute('dir', 'ltr');
    });
    await step('reset restores the defaults and disables itself', async () => {
      await userEvent.click(reset);
      await expect(html).toHaveAttribute('data-mode', 'dark');
      await expect(html).toHaveAttribute('data-contrast', 'default');
      await expect(canvas.getByTestId('summary')).toHaveTextContent('Layout:vertical');
      await expect(reset).toHaveAttribute('aria-disabled', 'true');
    });
    await step('the close button closes the drawer', async () => {
      await userEvent.click(inDrawer.getByRole('button', { name: 'Close settings' }));
      await expectClosed('dialog');
      await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  },
};

export const WithPresets: Story = {
  args: { showPresets: true, startOpen: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Orange' }));
    await expect(document.documentElement).toHaveAttribute('data-preset', 'orange');
    await expect(
      within(drawer).getByRole('button', { name: 'Reset settings' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

export const Open: Story = {
  args: { startOpen: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await expect(within(drawer).getByRole('switch', { name: 'Fullscreen' })).not.toBeChecked();
    await closeWithEscape('dialog');
  },
};

export const OpenRtl: Story = {
  name: 'Open — RTL',
  args: { startOpen: true },
  globals: { direction: 'rtl' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    // The drawer sits on the inline-end side: the left edge in RTL.
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
  },
};

/** The drawer's texts in Arabic, as an app would build them from its translations. */
const arabicText = {
  settings: {
    title: 'الإعدادات',
    reset: 'إعادة تعيين الإعدادات',
    close: 'إغلاق الإعدادات',
    mode: 'الوضع',
    light: 'فاتح',
    dark: 'داكن',
    contrast: 'التباين',
    contrastDefault: 'افتراضي',
    contrastBold: 'عالٍ',
    direction: 'الاتجاه',
    ltr: 'من اليسار إلى اليمين',
    rtl: 'من اليمين إلى اليسار',
    layout: 'التخطيط',
    vertical: 'عمودي',
    horizontal: 'أفقي',
    mini: 'مصغّر',
    stretch: 'تمديد',
    stretchHint: 'يسري فقط على الشاشات الأعرض من 1600 بكسل.',
    fullscreen: 'ملء الشاشة',
    presets: 'الألوان',
  },
} satisfies UiTextOverrides;

export const ArabicRtl: Story = {
  name: 'Arabic — RTL (UiTextProvider)',
  args: { startOpen: true },
  globals: { direction: 'rtl' },
  decorators: [
    (Story) => (
      <UiTextProvider messages={arabicText}>
        <Story />
      </UiTextProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const drawer = await screen.findByRole('dialog', { name: 'الإعدادات' });
    const inDrawer = within(drawer);
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    // The modal drawer hides the page from assistive tech, so query the button with `hidden`.
    await expect(canvas.getByRole('button', { name: 'الإعدادات', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(inDrawer.getByRole('button', { name: 'إعادة تعيين الإعدادات' })).toBeVisible();
    await expect(inDrawer.getByText('يسري فقط على الشاشات الأعرض من 1600 بكسل.')).toBeVisible();
    await userEvent.click(inDrawer.getByRole('radio', { name: 'فاتح' }));
    await expect(document.documentElement).toHaveAttribute('data-mode', 'light');
    await expect(inDrawer.getByRole('switch', { name: 'ملء الشاشة' })).not.toBeChecked();
    await expect(drawer.textContent).not.toMatch(/Settings|Light|Dark|Layout|Fullscreen/);
  },
};

/**
 * By keyboard: the drawer opens on Enter with focus inside; pressing Reset (which then
 * disables itself) keeps focus in the drawer; Tab stays inside; the close button gives focus
 * back to the Settings button.
 */
export const Keyboard: Story = {
  play: async ({ canvas, step }) => {
    const button = canvas.getByRole('button', { name: 'Settings' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    const inDrawer = within(drawer);
    await step('focus moves in; the button says what it controls', async () => {
      // To Close: Reset, first in order, is unavailable at the defaults.
      await waitFor(() =>
        expect(inDrawer.getByRole('button', { name: 'Close settings' })).toHaveFocus(),
      );
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toHaveAttribute('aria-controls', drawer.id);
    });
    await step('Reset disables itself but focus stays in the drawer', async () => {
      await userEvent.click(inDrawer.getByRole('radio', { name: 'Light' }));
      const reset = inDrawer.getByRole('button', { name: 'Reset settings' });
      reset.focus();
      await userEvent.keyboard('{Enter}');
      await expect(reset).toHaveAttribute('aria-disabled', 'true');
      await expectFocusWithin(drawer);
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
      await userEvent.tab({ shift: true });
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    });
    await step('the close button gives focus back to the Settings button', async () => {
      await userEvent.click(inDrawer.getByRole('button', { name: 'Close settings' }));
      await expectClosed('dialog');
      await waitFor(() => expect(button).toHaveFocus());
      await expect(button).not.toHaveAttribute('aria-controls');
    });
  },
};

/**
 * Opened by a click that does not focus the button (Safari and iOS do not focus buttons on
 * click): on close, focus still goes to the Settings button, not to `<body>`.
 */
export const ClickWithoutFocus: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Settings' });
    (document.activeElement as HTMLElement | null)?.blur();
    button.click();
    await screen.findByRole('dialog', { name: 'Settings' });
    await closeWithEscape('dialog');
    await waitFor(() => expect(button).toHaveFocus());
  },
};
