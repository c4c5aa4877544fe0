import { sha256Hex, type TradeChain, type TradeChainEvent } from '@finfree/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { tradePerformance } from '../../stories/fixtures';
import { api, failing } from '../../stories/handlers';
import { screenSetup, type ScreenParameters } from '../../stories/ScreenDecorator';
import { TrackRecordPage } from './TrackRecordPage';
import { findScreen } from '../../stories/findScreen';

/** Events in the demo data's history (60 trades). */
const DEMO_EVENTS = 202;

/**
 * A chain built the way the API builds it: `count` events, one a day, the events of the last
 * trade (still open) published as hashes only (no trade, time, type, data or salt).
 */
async function buildChain(count: number): Promise<TradeChain> {
  const genesis = '0'.repeat(64);
  const events: TradeChainEvent[] = [];
  const days: TradeChain['days'] = [];
  let previous = genesis;
  for (let i = 0; i < count; i += 1) {
    const at = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString();
    const tradeId = `trade-${Math.floor(i / 3)}`;
    const salt = `salt-${i}`;
    const contentHash = await sha256Hex(
      `{"at":"${at}","data":{"price":${1 + i / 1000}},"salt":"${salt}","tradeId":"${tradeId}","type":"note"}`,
    );
    const hash = await sha256Hex(previous + contentHash);
    const live = i >= count - 2;
    events.push({
      id: i + 1,
      tradeId: live ? null : tradeId,
      at: live ? null : at,
      type: live ? null : 'note',
      data: live ? null : { price: 1 + i / 1000 },
      salt: live ? null : salt,
      contentHash,
      hash,
    });
    days.push({ day: at.slice(0, 10), id: i + 1, hash });
    previous = hash;
  }
  const last = events.at(-1);
  return {
    genesis,
    head: last ? { id: last.id, at: last.at, hash: last.hash } : null,
    days,
    events,
  };
}

let demoChain: Promise<TradeChain> | undefined;
const chainHandler = (tamper?: (chain: TradeChain) => TradeChain) =>
  http.get(api('/trades/chain'), async () => {
    demoChain ??= buildChain(DEMO_EVENTS);
    const chain = structuredClone(await demoChain);
    return HttpResponse.json(tamper ? tamper(chain) : chain);
  });

const screen: ScreenParameters = {
  path: '/track-record',
  layout: 'main',
  bundles: ['trackRecord'],
  handlers: [
    http.get(api('/trades/performance'), () => HttpResponse.json(tradePerformance)),
    chainHandler(),
  ],
};

const meta = {
  title: 'Screens/Track record',
  component: TrackRecordPage,
  tags: ['!autodocs'],
  ...screenSetup,
  parameters: { layout: 'fullscreen', screen },
} satisfies Meta<typeof TrackRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor verifies the demo-sized history in the browser. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Track record');
    await expect(await canvas.findByText('Payoff ratio')).toBeVisible();
    const days = await canvas.findByRole('table', { name: 'Head of each day' });
    // The 14 newest days, newest first.
    await expect(within(days).getAllByRole('row')).toHaveLength(15);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify the history' }));
    const status = await canvas.findByText(/^Verified: 202 events/, {}, { timeout: 10_000 });
    await expect(status).toBeVisible();
    // The verification time of the demo history, for the record.
    console.info(`track-record verification: ${status.textContent}`);
  },
};

/** A rewritten past event: the check names where the chain breaks. */
export const Tampered: Story = {
  parameters: {
    screen: {
      ...screen,
      handlers: [
        http.get(api('/trades/performance'), () => HttpResponse.json(tradePerformance)),
        chainHandler((chain) => {
          const event = chain.events[10];
          if (event) event.data = { price: 2 };
          return chain;
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify the history' }));
    await expect(
      await canvas.findByText('The chain does not hold at event 11.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The statistics and the history fail to load: retries. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    screen: {
      ...screen,
      handlers: [failing('get', '/trades/performance'), failing('get', '/trades/chain')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** Arabic, right to left: the figures, tables and the check in Arabic. */
export const Arabic: Story = {
  parameters: { screen: { ...screen, language: 'ar' } },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'سجل الأداء');
    await userEvent.click(await canvas.findByRole('button', { name: 'تحقق من السجل' }));
    await expect(await canvas.findByText(/^تم التحقق/, {}, { timeout: 10_000 })).toBeVisible();
  },
};
