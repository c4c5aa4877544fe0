import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyTradeChain, type TradeChain } from '@finfree/core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';
import { newId } from '../../lib/ids';
import { ensureUser } from '../../seed';
import { serverDbKinds, openTestDatabase, testConfig } from '../../test/helpers';
import { findChainBreak } from './trades.chain';

// A web build with one prerendered page, the track record, whose renderer carries all the data
// it was given as the page's boot data: the page shows whatever the public routes answer.
function writeBuild(): string {
  const webDist = mkdtempSync(join(tmpdir(), 'finfree-web-'));
  mkdirSync(join(webDist, 'prerendered'));
  mkdirSync(join(webDist, '.ssr', 'pages'), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(join(webDist, file), text);
  write('index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  write('prerendered/track-record.html', '<div id="root">no data</div>');
  write(
    '.ssr/pages/track-record.html',
    '<!doctype html><html><head><!--finfree-styles--></head><body><div id="root"><!--finfree-root--></div><!--finfree-boot--></body></html>',
  );
  write('.ssr/package.json', '{ "type": "module" }');
  write(
    '.ssr/entry.js',
    `export const BOOT_DATA_ELEMENT_ID = 'finfree-boot';
export const TEMPLATE_PLACEHOLDERS = { boot: '<!--finfree-boot-->', root: '<!--finfree-root-->', styles: '<!--finfree-styles-->' };
export async function render(path, data) { return { html: '<h1>' + path + '</h1>', styles: '', data }; }`,
  );
  write(
    'prerendered/pages.json',
    JSON.stringify({
      '/track-record': {
        file: 'prerendered/track-record.html',
        data: 'track-record',
        template: '.ssr/pages/track-record.html',
      },
    }),
  );
  return webDist;
}

interface Tp {
  price: number | null;
  allocation: number;
  hitAt: string | null;
}
interface Trade {
  id: string;
  status: string;
  locked: boolean;
  openedAt: string | null;
  takeProfits: Tp[];
}

describe.each(serverDbKinds)('what non-members see of a live trade on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let admin: string;
  let free: string;
  let member: string;
  /** A trade published pending, activated, its first take-profit hit: live. */
  let liveId: string;
  /** The member's view of it. */
  let seen: Trade;

  const request = (url: string, token?: string, method: 'GET' | 'POST' = 'GET', body?: object) =>
    app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(body ? { payload: body } : {}),
    });
  const signIn = async (role: 'user' | 'admin', name: string) => {
    const { id } = await ensureUser(database.db, {
      email: `${name}-${kind}@example.com`,
      password: `pass word ${name} x`,
      name,
      role,
    });
    return { id, token: (await app.ctx.tokens.issue(id)).access.token };
  };
  const event = async (id: string, body: object) => {
    const res = await request(`/v1/trades/${id}/events`, admin, 'POST', body);
    expect(res.statusCode).toBe(201);
  };
  const getTrade = async (token: string): Promise<Trade> => {
    const res = await request(`/v1/trades/${liveId}`, token);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const listed = async (token: string): Promise<Trade> => {
    const res = await request('/v1/trades?limit=50&page=1', token);
    expect(res.statusCode).toBe(200);
    const found = (res.json().results as Trade[]).find((t) => t.id === liveId);
    if (!found) throw new Error('the trade is not listed');
    return found;
  };
  const chain = async (): Promise<{ body: string; chain: TradeChain }> => {
    const res = await request('/v1/trades/chain');
    expect(res.statusCode).toBe(200);
    return { body: res.body, chain: res.json() };
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config: testConfig(), database, webDist: writeBuild() });
    await app.ready();
    admin = (await signIn('admin', 'admin')).token;
    free = (await signIn('user', 'free')).token;
    const m = await signIn('user', 'member');
    const planId = newId();
    await database.db
      .insert(plans)
      .values({ id: planId, name: 'Pro', slug: `pro-${planId}`, amount: 4900, interval: 'month' });
    await database.db.insert(subscriptions).values({
      id: newId(),
      userId: m.id,
      planId,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    member = m.token;

    // A closed trade before and after it, so the live trade's events sit inside the chain.
    const closed = async () => {
      const res = await request('/v1/trades', admin, 'POST', {
        symbol: 'EURUSD',
        assetClass: 'forex',
        side: 'buy',
        entryPrice: 1.1,
        stopLoss: 1.095,
        takeProfits: [{ price: 1.11, allocation: 100 }],
      });
      await event(res.json().id, { type: 'closed', price: 1.105 });
    };
    await closed();
    const res = await request('/v1/trades', admin, 'POST', {
      symbol: 'GBPJPY',
      assetClass: 'forex',
      side: 'sell',
      entryPrice: 191.234,
      stopLoss: 191.987,
      takeProfits: [
        { price: 190.456, allocation: 50 },
        { price: 189.456, allocation: 50 },
      ],
      status: 'pending',
    });
    liveId = res.json().id;
    await event(liveId, { type: 'activated' });
    await closed();
    await event(liveId, { type: 'tp_hit', tpIndex: 0 });
    seen = await getTrade(member);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('a member sees when a live trade opened and hit a take-profit', async () => {
    expect(seen).toMatchObject({ status: 'open', locked: false });
    expect(seen.openedAt).toEqual(expect.any(String));
    expect(seen.takeProfits.map((tp) => tp.hitAt !== null)).toEqual([true, false]);
    expect(await listed(member)).toEqual(seen);
  });

  it('a free user sees neither when a live trade opened nor when it hit a take-profit', async () => {
    for (const view of [await getTrade(free), await listed(free)]) {
      expect(view).toMatchObject({ status: 'open', locked: true, openedAt: null });
      expect(view.takeProfits).toEqual([
        { price: null, allocation: 50, hitAt: null },
        { price: null, allocation: 50, hitAt: null },
      ]);
    }
  });

  it('the public chain publishes a live trade’s events as hashes only, and still verifies', async () => {
    const { body, chain: c } = await chain();
    expect(c.events).toHaveLength(7);
    const withheld = c.events.filter((e) => e.data === null);
    // published, activated, tp_hit of the live trade: no trade, time or type.
    expect(withheld).toHaveLength(3);
    for (const e of withheld) {
      expect(e).toMatchObject({ tradeId: null, at: null, type: null, salt: null });
      expect(e.contentHash).toMatch(/^[0-9a-f]{64}$/);
    }
    // The head is the tp_hit: its time is withheld too.
    expect(c.head).toEqual({ id: c.events[6]?.id, at: null, hash: c.events[6]?.hash });
    for (const secret of [liveId, seen.openedAt ?? '-', seen.takeProfits[0]?.hitAt ?? '-']) {
      expect(body).not.toContain(secret);
    }
    expect(await verifyTradeChain(c)).toEqual({ ok: true, events: 7, head: c.head?.hash });
    expect(findChainBreak(c.events, c.head?.hash ?? '')).toBeNull();
    // A visitor of the prerendered track record gets no more than the chain route answers.
    const page = await app.inject({ url: '/track-record', headers: { 'accept-encoding': 'x' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"events":[');
    for (const secret of [liveId, seen.openedAt ?? '-', seen.takeProfits[0]?.hitAt ?? '-']) {
      expect(page.body).not.toContain(secret);
    }
  });

  it('once the trade closes, everyone sees its timing and the whole events, and the chain holds', async () => {
    const before = (await chain()).chain;
    await event(liveId, { type: 'closed', price: 190.9 });
    const closedView = await getTrade(member);
    for (const view of [await getTrade(free), await listed(free)]) {
      expect(view).toEqual(closedView);
      expect(view).toMatchObject({ status: 'closed', locked: false, openedAt: seen.openedAt });
      expect(view.takeProfits[0]?.hitAt).toBe(seen.takeProfits[0]?.hitAt);
    }
    const { chain: c } = await chain();
    expect(c.events).toHaveLength(8);
    expect(c.events.every((e) => e.data !== null && e.at !== null && e.type !== null)).toBe(true);
    const mine = c.events.filter((e) => e.tradeId === liveId);
    expect(mine.map((e) => e.type)).toEqual(['published', 'activated', 'tp_hit', 'closed']);
    expect(mine[1]?.at).toBe(seen.openedAt);
    expect(mine[2]?.at).toBe(seen.takeProfits[0]?.hitAt);
    // The same hashes as while they were withheld: now every content hash is checked too.
    expect(c.events.slice(0, 7).map((e) => e.hash)).toEqual(before.events.map((e) => e.hash));
    expect(c.head?.at).toBe(mine[3]?.at);
    expect(await verifyTradeChain(c)).toEqual({ ok: true, events: 8, head: c.head?.hash });
  });
});
