import type { TradeChain, TradeChainEvent } from '../types';
import { sha256Hex, verifyTradeChain } from './verifyTradeChain';

const GENESIS = '0'.repeat(64);

describe('verifyTradeChain', () => {
  it('computes the same hashes as the API (a vector from the server’s implementation)', async () => {
    const event: TradeChainEvent = {
      id: 1,
      tradeId: 't1',
      at: '2026-01-05T14:00:00.000Z',
      type: 'closed',
      data: { price: 1.1, rMultiple: -0.5, result: 'loss', z: { b: 2, a: [1, 'é'] } },
      salt: 'abc',
      contentHash: 'abbb1f47f659764a352b0429999e02a1e54b285b6b2deb85c687971a9e2c46fc',
      hash: 'ab081a3fd13b76d2b6810d0d5a609f6ababc407cb66acd614112c5521e23e009',
    };
    const chain: TradeChain = {
      genesis: GENESIS,
      head: { id: 1, at: event.at, hash: event.hash },
      days: [],
      events: [event],
    };
    await expect(verifyTradeChain(chain)).resolves.toEqual({
      ok: true,
      events: 1,
      head: event.hash,
    });
  });

  /** A chain of `n` events built the documented way; the last one withheld (hashes only). */
  async function build(n: number): Promise<TradeChain> {
    const events: TradeChainEvent[] = [];
    let previous = GENESIS;
    for (let i = 0; i < n; i += 1) {
      const data = { price: 100 + i, note: `event ${i}` };
      const at = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
      const salt = `s${i}`;
      const contentHash = await sha256Hex(
        `{"at":"${at}","data":{"note":"event ${i}","price":${100 + i}},"salt":"${salt}","tradeId":"t${i % 3}","type":"note"}`,
      );
      const hash = await sha256Hex(previous + contentHash);
      const live = i === n - 1;
      events.push({
        id: i + 1,
        tradeId: live ? null : `t${i % 3}`,
        at: live ? null : at,
        type: live ? null : 'note',
        data: live ? null : data,
        salt: live ? null : salt,
        contentHash,
        hash,
      });
      previous = hash;
    }
    const last = events.at(-1);
    return {
      genesis: GENESIS,
      head: last ? { id: last.id, at: last.at, hash: last.hash } : null,
      days: [],
      events,
    };
  }

  it('holds for an untouched chain and finds a changed, a removed and a reordered event', async () => {
    const chain = await build(6);
    await expect(verifyTradeChain(chain)).resolves.toMatchObject({ ok: true, events: 6 });

    /** Verifies a copy of the chain after `change`. */
    const tampered = (change: (copy: typeof chain) => void) => {
      const copy = structuredClone(chain);
      change(copy);
      return verifyTradeChain(copy);
    };

    const changed = tampered((copy) => {
      (copy.events[2] as TradeChainEvent).data = { price: 999, note: 'event 2' };
    });
    await expect(changed).resolves.toEqual({ ok: false, index: 2, id: 3, reason: 'content' });

    const removed = tampered((copy) => copy.events.splice(3, 1));
    await expect(removed).resolves.toEqual({ ok: false, index: 3, id: 5, reason: 'link' });

    const reordered = tampered((copy) => {
      const [a, b] = [copy.events[1], copy.events[2]];
      if (!a || !b) throw new Error('missing events');
      copy.events[1] = b;
      copy.events[2] = a;
    });
    await expect(reordered).resolves.toMatchObject({ ok: false, index: 1, reason: 'link' });

    // A chain cut short (the newest event dropped) no longer reaches the published head.
    const cut = tampered((copy) => copy.events.pop());
    await expect(cut).resolves.toMatchObject({ ok: false, reason: 'head' });
  });
});
