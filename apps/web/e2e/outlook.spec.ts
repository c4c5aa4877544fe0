import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoAdmin, demoMember, expectPath, injectSession } from './helpers';

// The members' market outlook on the demo data (four weekly outlooks over the last four weeks,
// one of them edited, each linking trades, and a draft): the list latest first, its tag filters
// and search kept in the address, a post's body and trades for a member, the teaser for anyone
// else, and the draft nowhere.

interface Summary {
  id: string;
  title: string;
  tags: string[];
  tradeIds: string[];
  editedAt: string | null;
}

/** The Authorization header of `account`, signed in through the API. */
async function authOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/v1/auth/login', { data: account });
  expect(login.status()).toBe(200);
  const { tokens } = (await login.json()) as { tokens: { access: { token: string } } };
  return { authorization: `Bearer ${tokens.access.token}` };
}

/** The first page of the outlook as the API answers it. */
async function firstPage(request: APIRequestContext) {
  const answer = await request.get('/v1/posts?limit=10&page=1');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: Summary[] }).results;
}

/** The titles of the cards on screen, in order. */
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');

test('a member reads the outlook: latest first, filtered by a tag, searched, a post with its body and trades', async ({
  page,
  request,
}) => {
  const posts = await firstPage(request);
  expect(posts.length).toBeGreaterThanOrEqual(4);
  await injectSession(page, request, demoMember);
  await page.goto('/dashboard/outlook');
  await expect(page.getByRole('heading', { level: 1, name: 'Market outlook' })).toBeVisible();
  // Latest first, as the API orders them; the demo's latest outlook was corrected since.
  await expect(cardTitles(page)).toHaveText(posts.map((post) => post.title));
  await expect(cardTitles(page).first()).toHaveText(
    'Weekly outlook: the dollar’s bounce meets month-end flows',
  );
  const edited = posts.findIndex((post) => post.editedAt);
  await expect(page.getByRole('main').getByRole('article').nth(edited)).toContainText('Edited');
  await expect(page.getByText(/^Draft:/)).toHaveCount(0);

  // A tag: in the address, pressed, and only its posts.
  const tags = page.getByRole('group', { name: 'Filter by tag' });
  await tags.getByRole('button', { name: 'Crypto' }).click();
  await expect(page).toHaveURL(/\/dashboard\/outlook\?tag=crypto$/);
  await expect(tags.getByRole('button', { name: 'Crypto' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const crypto = posts.filter((post) => post.tags.includes('crypto'));
  await expect(cardTitles(page)).toHaveText(crypto.map((post) => post.title));
  await tags.getByRole('button', { name: 'Crypto' }).click();
  await expect(page).toHaveURL(/\/dashboard\/outlook$/);
  await expect(cardTitles(page)).toHaveCount(posts.length);

  // A search: once typing rests it is in the address, and a reload keeps it.
  const search = page.getByRole('searchbox', { name: 'Search the outlook' });
  await search.fill('gold');
  await expect(page).toHaveURL(/\?q=gold$/);
  await expect(cardTitles(page)).toHaveText([
    'Weekly outlook: gold and the yen in a risk-off week',
  ]);
  await page.reload();
  await expect(search).toHaveValue('gold');
  await expect(cardTitles(page)).toHaveCount(1);
  // The draft is found by no search either.
  await search.fill('central bank week preview');
  await expect(page.getByRole('heading', { name: 'No post matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(cardTitles(page)).toHaveCount(posts.length);

  // A post: its body (a heading and a list, from the document) and its linked trades.
  const bitcoin = posts.find(
    (post) => post.title === 'Weekly outlook: Bitcoin coils under resistance',
  )!;
  await page.getByRole('link', { name: bitcoin.title }).click();
  await expectPath(page, `/dashboard/outlook/${bitcoin.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bitcoin.title);
  const body = page.getByRole('main').getByRole('article');
  await expect(body).toHaveAttribute('lang', 'en');
  await expect(body.getByRole('heading', { level: 2, name: 'Levels for the week' })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveCount(3);
  await expect(body.getByRole('listitem').first()).toContainText('Resistance: the range high.');
  const guide = body.getByRole('link', { name: 'our risk guide' });
  await expect(guide).toHaveAttribute('target', '_blank');
  await expect(guide).toHaveAttribute('rel', /noopener/);
  const trades = page.getByRole('region', { name: 'Trades in this post' });
  await expect(trades.getByRole('listitem')).toHaveCount(bitcoin.tradeIds.length);
  expect(bitcoin.tradeIds.length).toBeGreaterThan(0);
  const open = trades.getByRole('link', { name: 'Open in Trades: BTCUSD' });
  await expect(open).toHaveAttribute('href', `/dashboard/trades?trade=${bitcoin.tradeIds[0]}`);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/trades\\?trade=${bitcoin.tradeIds[0]}$`));
  await expect(page.getByRole('dialog')).toContainText('BTCUSD');
});

test('the way back from a post keeps the search it was opened from', async ({ page, request }) => {
  await injectSession(page, request, demoMember);
  await page.goto('/dashboard/outlook?tag=forex');
  await expect(cardTitles(page).first()).toBeVisible();
  await cardTitles(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'All outlooks' }).click();
  await expect(page).toHaveURL(/\/dashboard\/outlook\?tag=forex$/);
});

test('someone without a subscription sees the teaser and the way to subscribe, never the body', async ({
  page,
  request,
}) => {
  const account = {
    email: `outlook-${Date.now()}-${Math.floor(Math.random() * 1e6)}@finfree.test`,
    password: 'a long enough passphrase',
  };
  const registered = await request.post('/v1/auth/register', {
    data: { name: 'Outlook Reader', ...account },
  });
  expect(registered.status()).toBe(201);
  const [latest] = await firstPage(request);
  const teaser = await request.get(`/v1/posts/${latest!.id}`, {
    headers: await authOf(request, account),
  });
  expect(await teaser.json()).toMatchObject({ locked: true, body: null });

  await injectSession(page, request, account);
  await page.goto('/dashboard/outlook');
  await page.getByRole('link', { name: latest!.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest!.title);
  await expect(page.getByText('The full outlook is for members')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/dashboard/pricing',
  );
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What we are watching' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Trades in this post' })).toHaveCount(0);
});

test('a draft is in no list and its page says the post does not exist', async ({
  page,
  request,
}) => {
  const drafts = await request.get('/v1/admin/posts?status=draft&limit=100', {
    headers: await authOf(request, demoAdmin),
  });
  expect(drafts.status()).toBe(200);
  const draft = ((await drafts.json()) as { results: Summary[] }).results.find((post) =>
    post.title.startsWith('Draft:'),
  );
  expect(draft).toBeDefined();
  const member = await authOf(request, demoMember);
  const all = await request.get('/v1/posts?limit=100', { headers: member });
  const listed = ((await all.json()) as { results: Summary[] }).results;
  expect(listed.map((post) => post.id)).not.toContain(draft!.id);
  expect((await request.get(`/v1/posts/${draft!.id}`, { headers: member })).status()).toBe(404);

  await injectSession(page, request, demoMember);
  await page.goto(`/dashboard/outlook/${draft!.id}`);
  await expect(
    page.getByRole('heading', { name: 'This post does not exist or is no longer published.' }),
  ).toBeVisible();
  await expect(page.getByText(draft!.title)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'All outlooks' }).first().click();
  await expectPath(page, '/dashboard/outlook');
});

test('an admin writes a post in the console and publishes it; a member reads it in the outlook', async ({
  browser,
  request,
}) => {
  const title = `Desk note ${Date.now()}`;
  const admin = await browser.newPage();
  await injectSession(admin, request, demoAdmin);
  await admin.goto('/dashboard/group/outlook');
  await expect(admin.getByRole('heading', { level: 1, name: 'Outlook console' })).toBeVisible();
  await admin.getByRole('button', { name: 'New post' }).click();
  const form = admin.getByRole('dialog', { name: 'New post' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel('Tags').fill('EURUSD, forex');
  const area = form.getByRole('textbox', { name: 'Post' });
  await area.click();
  await admin.keyboard.type('Levels to watch');
  await form
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Heading 2' })
    .click();
  await admin.keyboard.press('End');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('The dollar holds above the week’s low.');
  await form.getByRole('button', { name: 'Publish now' }).click();
  await expect(form).toBeHidden();
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Published');
  await admin.close();

  // The member finds it first in the outlook, with its heading and paragraph.
  const member = await browser.newPage();
  await injectSession(member, request, demoMember);
  await member.goto('/dashboard/outlook');
  await expect(cardTitles(member).first()).toHaveText(title);
  await cardTitles(member).first().getByRole('link').click();
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(member.getByRole('heading', { level: 2, name: 'Levels to watch' })).toBeVisible();
  await expect(member.getByText('The dollar holds above the week’s low.')).toBeVisible();
  await member.close();
  // Leaves the demo data as it was for the other tests: unpublished, then deleted.
  const headers = await authOf(request, demoAdmin);
  const posts = (await (
    await request.get(`/v1/admin/posts?search=${encodeURIComponent(title)}`, { headers })
  ).json()) as { results: { id: string }[] };
  for (const { id } of posts.results) {
    expect((await request.post(`/v1/admin/posts/${id}/unpublish`, { headers })).status()).toBe(200);
    expect((await request.delete(`/v1/admin/posts/${id}`, { headers })).status()).toBe(204);
  }
});
