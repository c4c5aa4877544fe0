import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql';
import { seedPlans, seedPosts, seedTrades } from '../../seed';
import { ensureMembership } from '../../seed';
import { eurusdBuy, serverDbKinds, useTestContext } from '../../test/helpers';

const text = (t: string, marks?: unknown[]) => ({
  type: 'text',
  text: t,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const body = (first: string) =>
  doc(paragraph(text(first)), { type: 'heading', attrs: { level: 2 }, content: [text('Levels')] });

interface Summary {
  id: string;
  title: string;
  excerpt: string;
  tags: string[];
  tradeIds: string[];
  publishedAt: string;
  editedAt: string | null;
  author: { name: string };
}

describe.each(serverDbKinds)('market outlook posts on %s', (kind) => {
  const t = useTestContext(kind);
  let admin: string;
  let adminId: string;
  let member: string;
  let user: string;
  let tradeId: string;

  beforeAll(async () => {
    await seedPlans(t.database.db);
    await seedTrades(t.database.db);
    const signedIn = await t.signIn('admin');
    admin = signedIn.token;
    adminId = signedIn.user.id;
    const paying = await t.createUser('user');
    await ensureMembership(t.database.db, paying.id, 'pro-monthly');
    member = await t.tokenOf(paying);
    user = (await t.signIn('user')).token;
    const trade = await t.request({
      method: 'POST',
      url: '/v1/trades',
      token: admin,
      payload: eurusdBuy(),
    });
    tradeId = trade.json().id;
  });

  const create = async (payload: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: '/v1/admin/posts', token: admin, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const publish = (id: string, payload?: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: `/v1/admin/posts/${id}/publish`,
      token: admin,
      ...(payload ? { payload } : {}),
    });
  const list = async (query = '', token?: string) => {
    const res = await t.request({ url: `/v1/posts${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: Summary[]; totalResults: number }>();
  };
  const titles = async (query = '') => (await list(query)).results.map((p) => p.title);
  const auditOf = (id: string) =>
    queryRows<{
      action: string;
      actor_id: string;
      before: unknown;
      after: Record<string, unknown>;
    }>(
      t.database.db,
      sql`select action, actor_id, before, after from admin_audit_log
          where target_type = 'post' and target_id = ${id} order by id`,
    );

  it('keeps drafts and scheduled posts to admins until their time, then shows them latest first', async () => {
    const draft = await create({ title: 'Draft only', language: 'en' });
    expect(draft).toMatchObject({
      status: 'draft',
      publishAt: null,
      publishedAt: null,
      editedAt: null,
      excerpt: '',
      body: { type: 'doc', content: [] },
      locked: false,
      tags: [],
      tradeIds: [],
    });
    // A draft without a body cannot be published.
    const empty = await publish(draft.id);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('A post needs a body before it is published');

    const now = await create({ title: 'Published now', language: 'en', body: body('Now.') });
    const published = await publish(now.id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', editedAt: null });
    expect(published.json().publishAt).toBe(published.json().publishedAt);

    const later = await create({ title: 'Scheduled', language: 'fr', body: body('Plus tard.') });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await publish(later.id, { at });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', publishAt: at });

    // A past `at` publishes now.
    const past = await create({ title: 'Past at', language: 'en', body: body('Past.') });
    const pastAt = await publish(past.id, { at: '2020-01-01T00:00:00Z' });
    expect(pastAt.json().status).toBe('published');
    expect(Date.parse(pastAt.json().publishAt)).toBeGreaterThan(Date.now() - 60_000);

    expect(await titles()).toEqual(['Past at', 'Published now']);
    for (const token of [undefined, user, member]) {
      for (const id of [draft.id, later.id]) {
        const hidden = await t.request({ url: `/v1/posts/${id}`, token });
        expect(hidden.statusCode).toBe(404);
        expect(hidden.json()).toEqual({ code: 404, message: 'Post not found' });
      }
    }
    const asAdmin = await t.request({ url: `/v1/posts/${later.id}`, token: admin });
    expect(asAdmin.json()).toMatchObject({ status: 'scheduled', locked: false, language: 'fr' });

    // Its time comes (set in the past directly rather than waiting): visible, by the query alone.
    await t.database.db.execute(
      sql`update posts set publish_at = now() - interval '1 minute', published_at = now() - interval '1 minute' where id = ${later.id}`,
    );
    expect(await titles()).toEqual(['Past at', 'Published now', 'Scheduled']);
    const due = await t.request({ url: `/v1/posts/${later.id}` });
    expect(due.json()).toMatchObject({ status: 'published', locked: true, body: null });
    const latest = await t.request({ url: '/v1/posts/latest?limit=2' });
    expect(latest.json().map((p: Summary) => p.title)).toEqual(['Past at', 'Published now']);
    expect((await t.request({ url: '/v1/posts/latest?limit=11' })).statusCode).toBe(400);

    // The admins' list: every state, with the state as answered.
    const all = await t.request({ url: '/v1/admin/posts?limit=100', token: admin });
    const states = new Map(
      all.json().results.map((p: { title: string; status: string }) => [p.title, p.status]),
    );
    expect(states.get('Draft only')).toBe('draft');
    expect(states.get('Scheduled')).toBe('published');
    const drafts = await t.request({ url: '/v1/admin/posts?status=draft', token: admin });
    expect(drafts.json().results.map((p: Summary) => p.title)).toEqual(['Draft only']);

    // Back to draft: hidden again; a draft cannot be unpublished twice.
    const back = await t.request({
      method: 'POST',
      url: `/v1/admin/posts/${later.id}/unpublish`,
      token: admin,
    });
    expect(back.json()).toMatchObject({ status: 'draft', publishAt: null, publishedAt: null });
    expect(await titles()).toEqual(['Past at', 'Published now']);
    const again = await t.request({
      method: 'POST',
      url: `/v1/admin/posts/${later.id}/unpublish`,
      token: admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('gives the body to members and admins, a locked teaser to anyone else', async () => {
    const post = await create({
      title: 'Members only body',
      language: 'ar',
      tags: ['eurusd', 'FOREX', 'btc/usd', 'EURUSD'],
      tradeIds: [tradeId, tradeId],
      body: body('السوق هذا الأسبوع.'),
    });
    expect(post.tags).toEqual(['EURUSD', 'forex', 'BTC/USD']);
    expect(post.tradeIds).toEqual([tradeId]);
    await publish(post.id);
    for (const token of [undefined, user]) {
      const teaser = await t.request({ url: `/v1/posts/${post.id}`, token });
      expect(teaser.statusCode).toBe(200);
      expect(teaser.json()).toMatchObject({
        title: 'Members only body',
        excerpt: 'السوق هذا الأسبوع.',
        language: 'ar',
        tags: ['EURUSD', 'forex', 'BTC/USD'],
        body: null,
        locked: true,
        status: 'published',
      });
    }
    for (const token of [member, admin]) {
      const full = await t.request({ url: `/v1/posts/${post.id}`, token });
      expect(full.json()).toMatchObject({ locked: false, body: body('السوق هذا الأسبوع.') });
    }
    const [item] = (await list('?search=Members%20only')).results;
    expect(item).toEqual({
      id: post.id,
      title: 'Members only body',
      excerpt: 'السوق هذا الأسبوع.',
      language: 'ar',
      tags: ['EURUSD', 'forex', 'BTC/USD'],
      tradeIds: [tradeId],
      publishedAt: expect.any(String),
      editedAt: null,
      author: { name: expect.stringMatching(/^admin /) },
    });
    expect(JSON.stringify(await list())).not.toContain('"body"');
  });

  it('searches titles and excerpts (wildcards literal) and filters by tag', async () => {
    const a = await create({
      title: 'Gold 100% rally',
      language: 'en',
      tags: ['XAUUSD', 'commodities'],
      body: body('Haven demand under_pinned the metal.'),
    });
    const b = await create({
      title: 'Crypto week',
      language: 'en',
      tags: ['BTCUSD', 'crypto'],
      body: body('Bitcoin tested the range high.'),
    });
    await publish(a.id);
    await publish(b.id);
    expect(await titles('?search=gold')).toEqual(['Gold 100% rally']);
    expect(await titles('?search=RANGE%20HIGH')).toEqual(['Crypto week']);
    expect(await titles('?search=100%25')).toEqual(['Gold 100% rally']);
    expect(await titles('?search=%25')).toEqual(['Gold 100% rally']);
    expect(await titles('?search=under_p')).toEqual(['Gold 100% rally']);
    expect(await titles('?search=under%25p')).toEqual([]);
    expect(await titles('?search=_')).toEqual(['Gold 100% rally']);
    expect(await titles('?tag=btcusd')).toEqual(['Crypto week']);
    expect(await titles('?tag=CRYPTO')).toEqual(['Crypto week']);
    expect(await titles('?tag=commodities&search=gold')).toEqual(['Gold 100% rally']);
    expect(await titles('?tag=commodities&search=bitcoin')).toEqual([]);
    expect((await t.request({ url: '/v1/posts?tag=a%20b' })).statusCode).toBe(400);
    const paged = await list('?limit=1&page=2');
    expect(paged.results).toHaveLength(1);
    expect(paged.totalResults).toBeGreaterThanOrEqual(4);
  });

  it('marks a visible post edited when it changes, and refuses to empty it', async () => {
    const post = await create({ title: 'Before', language: 'en', body: body('First.') });
    // Changing a draft is not an edit readers see.
    const draft = await t.request({
      method: 'PATCH',
      url: `/v1/admin/posts/${post.id}`,
      token: admin,
      payload: { title: 'Draft title' },
    });
    expect(draft.json()).toMatchObject({ title: 'Draft title', editedAt: null });
    await publish(post.id);
    // The same values again: nothing changes.
    const same = await t.request({
      method: 'PATCH',
      url: `/v1/admin/posts/${post.id}`,
      token: admin,
      payload: { title: 'Draft title', body: body('First.') },
    });
    expect(same.json().editedAt).toBeNull();
    const edited = await t.request({
      method: 'PATCH',
      url: `/v1/admin/posts/${post.id}`,
      token: admin,
      payload: { body: body('Corrected first paragraph.'), tags: ['us500', 'indices'] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      excerpt: 'Corrected first paragraph.',
      tags: ['US500', 'indices'],
      status: 'published',
    });
    expect(Date.parse(edited.json().editedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [item] = (await list('?search=Corrected')).results;
    expect(item?.editedAt).toBe(edited.json().editedAt);
    const emptied = await t.request({
      method: 'PATCH',
      url: `/v1/admin/posts/${post.id}`,
      token: admin,
      payload: { body: doc(paragraph()) },
    });
    expect(emptied.statusCode).toBe(400);
    const nothing = await t.request({
      method: 'PATCH',
      url: `/v1/admin/posts/${post.id}`,
      token: admin,
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
  });

  it('refuses unsafe documents, unknown trades and bad fields with 400', async () => {
    const post = await create({ title: 'Validation', language: 'en' });
    const attempt = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/v1/admin/posts', token: admin, payload });
    const script = await attempt({
      title: 'x',
      language: 'en',
      body: doc(
        paragraph(text('click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])),
      ),
    });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({
      message:
        'Invalid body: body.content.0.content.0.marks.0.attrs.href must be an https:, http: or mailto: address',
      errors: [{ field: 'body.content.0.content.0.marks.0.attrs.href' }],
    });
    const image = await t.request({
      method: 'PATCH',
      url: `/v1/admin/posts/${post.id}`,
      token: admin,
      payload: { body: doc({ type: 'image', attrs: { src: 'https://example.com/x.png' } }) },
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().message).toMatch(
      /^Invalid body: body\.content\.0\.type is "image": a block must be one of paragraph/,
    );
    // Thousands deep (written by hand: too deep for JSON.stringify).
    const levels = 5000;
    const nested = await t.request({
      method: 'POST',
      url: '/v1/admin/posts',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: `{"title":"x","language":"en","body":{"type":"doc","content":[${'{"type":"blockquote","content":['.repeat(levels)}{"type":"paragraph"}${']}'.repeat(levels)}]}}`,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('Invalid body: body nests nodes more than 8 deep');
    const unknownTrade = await attempt({ title: 'x', language: 'en', tradeIds: [tradeId, 'nope'] });
    expect(unknownTrade.statusCode).toBe(400);
    expect(unknownTrade.json()).toMatchObject({
      message: 'Invalid body: tradeIds.1 names no trade',
      errors: [{ field: 'tradeIds.1', message: 'names no trade' }],
    });
    for (const payload of [
      { title: '', language: 'en' },
      { title: 'Two\nlines', language: 'en' },
      { title: 'x'.repeat(201), language: 'en' },
      { title: 'x', language: 'de' },
      { title: 'x', language: 'en', tags: ['has space'] },
      { title: 'x', language: 'en', tags: ['x'.repeat(21)] },
      { title: 'x', language: 'en', tags: Array.from({ length: 11 }, (_, i) => `T${i}`) },
      { title: 'x', language: 'en', tradeIds: Array.from({ length: 11 }, () => tradeId) },
      { title: 'x', language: 'en', status: 'published' },
      { title: 'x', language: 'en', body: '<p>html</p>' },
    ]) {
      expect((await attempt(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const farAhead = await publish(post.id, { at: '2999-01-01T00:00:00Z' });
    expect(farAhead.statusCode).toBe(400);
    // Anything in the text stays text.
    const markup = await attempt({
      title: '<b>not bold</b>',
      language: 'en',
      body: doc(paragraph(text('<script>alert(1)</script>'))),
    });
    expect(markup.statusCode).toBe(201);
    expect(markup.json()).toMatchObject({
      title: '<b>not bold</b>',
      excerpt: '<script>alert(1)</script>',
    });
  });

  it('answers 409 to publishing a visible post and deleting a published one; 404 to unknown posts', async () => {
    const post = await create({ title: 'Conflicts', language: 'en', body: body('Text.') });
    await publish(post.id);
    const twice = await publish(post.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 409, message: 'Post is already published' });
    const del = () =>
      t.request({ method: 'DELETE', url: `/v1/admin/posts/${post.id}`, token: admin });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    await t.request({ method: 'POST', url: `/v1/admin/posts/${post.id}/unpublish`, token: admin });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
    expect((await t.request({ url: `/v1/posts/${post.id}`, token: admin })).statusCode).toBe(404);
    // A scheduled post may be deleted, and rescheduled or published before its time.
    const scheduled = await create({ title: 'Later', language: 'en', body: body('Later.') });
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect((await publish(scheduled.id, { at })).json().status).toBe('scheduled');
    expect((await publish(scheduled.id)).json().status).toBe('published');
    for (const url of [
      '/v1/admin/posts/nope/publish',
      '/v1/admin/posts/nope/unpublish',
      '/v1/admin/posts/nope',
    ]) {
      const res = await t.request({
        method: url.endsWith('nope') ? 'PATCH' : 'POST',
        url,
        token: admin,
        payload: url.endsWith('nope') ? { title: 'x' } : {},
      });
      expect(res.statusCode, url).toBe(404);
    }
    // Admins only.
    for (const token of [undefined, user, member]) {
      const res = await t.request({
        method: 'POST',
        url: '/v1/admin/posts',
        token,
        payload: { title: 'x', language: 'en' },
      });
      expect(res.statusCode).toBe(token ? 403 : 401);
    }
  });

  it('audits every admin write in the admin audit log', async () => {
    const post = await create({ title: 'Audited', language: 'en', tradeIds: [tradeId] });
    await t.request({
      method: 'PATCH',
      url: `/v1/admin/posts/${post.id}`,
      token: admin,
      payload: { body: body('Now with a body.') },
    });
    await publish(post.id, { at: new Date(Date.now() + 3_600_000).toISOString() });
    await publish(post.id);
    await t.request({ method: 'POST', url: `/v1/admin/posts/${post.id}/unpublish`, token: admin });
    await t.request({ method: 'DELETE', url: `/v1/admin/posts/${post.id}`, token: admin });
    const rows = await auditOf(post.id);
    expect(rows.map((r) => r.action)).toEqual([
      'post.created',
      'post.updated',
      'post.scheduled',
      'post.published',
      'post.unpublished',
      'post.deleted',
    ]);
    expect(rows.every((r) => r.actor_id === adminId)).toBe(true);
    expect(rows[0]?.after).toMatchObject({
      title: 'Audited',
      status: 'draft',
      tradeIds: [tradeId],
    });
    expect(rows[1]?.after).toMatchObject({ body: 'changed', edited: false });
    expect(rows[4]?.before).toMatchObject({ status: 'published' });
    expect(rows[5]?.before).toMatchObject({ title: 'Audited', status: 'draft' });
    const log = await t.request({ url: '/v1/admin/audit-log?action=post', token: admin });
    expect(log.json().totalResults).toBeGreaterThanOrEqual(6);
  });

  it('seeds four weekly outlooks linking seeded trades, and a draft', async () => {
    const db = t.database.db;
    await db.execute(sql`delete from posts`);
    expect(await seedPosts(db)).toBe(5);
    expect(await seedPosts(db)).toBe(0);
    const visible = await list('?limit=10', member);
    expect(visible.totalResults).toBe(4);
    const ages = visible.results.map((p) => (Date.now() - Date.parse(p.publishedAt)) / 86_400_000);
    expect(Math.max(...ages)).toBeLessThan(29);
    expect(visible.results.filter((p) => p.editedAt)).toHaveLength(1);
    const symbols = await queryRows<{ symbol: string }>(
      db,
      sql`select t.symbol from posts p, jsonb_array_elements_text(p.trade_ids) as l(id)
          join trades t on t.id = l.id order by t.symbol`,
    );
    expect(symbols.map((s) => s.symbol)).toEqual([
      'BTCUSD',
      'EURUSD',
      'GBPUSD',
      'NAS100',
      'US30',
      'USDJPY',
      'XAUUSD',
    ]);
    for (const item of visible.results) {
      expect(item.tags.length).toBeGreaterThan(1);
      const one = await t.request({ url: `/v1/posts/${item.id}`, token: member });
      const content = one.json().body.content as { type: string }[];
      expect(content.some((n) => n.type === 'heading')).toBe(true);
      expect(content.some((n) => n.type === 'bulletList' || n.type === 'orderedList')).toBe(true);
    }
    const drafts = await t.request({ url: '/v1/admin/posts?status=draft', token: admin });
    expect(drafts.json().totalResults).toBe(1);
  });
});
