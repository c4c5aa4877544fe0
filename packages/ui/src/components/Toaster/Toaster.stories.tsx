import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button';
import { LazyToaster } from './LazyToaster';
import { notify } from './notify';
import { TOAST_AUTO_CLOSE_MS, Toaster, toast } from './Toaster';

function Demo() {
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Toaster />
      <Button onClick={() => toast('Settings saved')}>Default</Button>
      <Button color="success" onClick={() => toast.success('Payment received')}>
        Success
      </Button>
      <Button color="error" onClick={() => toast.error('Card declined')}>
        Error
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toaster',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('a toast appears top-right with a progress bar', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
      const alert = await within(document.body).findByText('Payment received');
      const container = alert.closest('.Toastify__toast-container');
      await expect(container).toHaveClass('Toastify__toast-container--top-right');
      const toastEl = alert.closest('.Toastify__toast') as HTMLElement;
      await expect(toastEl.querySelector('.Toastify__progress-bar')).not.toBeNull();
      const rect = toastEl.getBoundingClientRect();
      await expect(rect.right).toBeGreaterThan(window.innerWidth / 2);
      await expect(rect.top).toBeLessThan(window.innerHeight / 2);
    });
    await step('and closes by itself after 3000 ms', async () => {
      const started = performance.now();
      await userEvent.unhover(document.body);
      await waitFor(
        () => expect(within(document.body).queryByText('Payment received')).toBeNull(),
        { timeout: TOAST_AUTO_CLOSE_MS + 2000, interval: 100 },
      );
      const elapsed = performance.now() - started;
      await expect(elapsed).toBeGreaterThan(TOAST_AUTO_CLOSE_MS - 1000);
    });
  },
};

export const Rtl: Story = {
  name: 'RTL',
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Default' }));
    const text = await within(document.body).findByText('Settings saved');
    const toastEl = text.closest('.Toastify__toast') as HTMLElement;
    await expect(toastEl).toHaveClass('Toastify__toast--rtl');
    // Still top-right.
    await expect(toastEl.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2);
  },
};

/** `notify` before the toaster exists: the toast waits in a queue and shows once it loads. */
function LazyDemo() {
  const [mounted, setMounted] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {mounted ? <LazyToaster /> : null}
      <Button onClick={() => notify.success('Queued until the toaster loaded')}>Notify</Button>
      <Button variant="outlined" onClick={() => setMounted(true)}>
        Load toaster
      </Button>
    </div>
  );
}

export const Lazy: Story = {
  name: 'LazyToaster + notify',
  render: () => <LazyDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    await expect(within(document.body).queryByText('Queued until the toaster loaded')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Load toaster' }));
    const queued = await within(document.body).findByText('Queued until the toaster loaded');
    await waitFor(() => expect(queued).toBeVisible());
  },
};
