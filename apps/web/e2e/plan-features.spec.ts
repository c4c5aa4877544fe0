import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { demoAdmin, demoMember, injectSession } from './helpers';

/** A feature of the catalogue, as the plan editor reads it. */
interface CatalogueFeature {
  key: string;
  label: string;
  screen: string;
  integration: 'telegram' | 'discord' | null;
  available: boolean;
}

/** The feature catalogue in `language`, read as an admin (what plans may promise, and what is on). */
async function catalogue(request: APIRequestContext, language: string) {
  const login = await request.post('/v1/auth/login', { data: demoAdmin });
  const { tokens } = (await login.json()) as { tokens: { access: { token: string } } };
  const answer = await request.get(`/v1/plans/features?lang=${language}`, {
    headers: { authorization: `Bearer ${tokens.access.token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as CatalogueFeature[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each plan card's name and the features it lists, as shown. */
const listedFeatures = (root: Locator) =>
  root.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => ({
      plan: card.querySelector('h2, h3')?.textContent ?? '',
      features: [...card.querySelectorAll('ul li')].map((item) => item.textContent?.trim() ?? ''),
    })),
  );

/** Checks every listed feature is one of the catalogue's, usable now. */
function expectOnlyWhatExists(
  cards: { plan: string; features: string[] }[],
  features: CatalogueFeature[],
) {
  const byLabel = new Map(features.map((feature) => [feature.label, feature]));
  expect(cards.length).toBeGreaterThan(0);
  for (const { plan, features: listed } of cards) {
    expect(listed.length, plan).toBeGreaterThan(0);
    for (const label of listed) {
      const feature = byLabel.get(label);
      expect(feature, `${plan}: "${label}" is no feature Finfree has`).toBeDefined();
      expect(feature?.available, `${plan}: "${label}" needs ${feature?.integration} on`).toBe(true);
    }
  }
}

// The pricing pages promise only what exists: each listed feature is a feature of the catalogue
// whose Connect platform, if it needs one, is on — in each language the page is read in.
for (const language of ['en', 'fr', 'ar'] as const) {
  test(`/pricing (${language}) lists only features Finfree has, on now`, async ({
    page,
    request,
  }) => {
    const features = await catalogue(request, language);
    await page.goto(`/pricing?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('article').first()).toBeVisible();
    expectOnlyWhatExists(await listedFeatures(pricing), features);
  });
}

test('a member’s plans page lists only features Finfree has, and each feature’s screen opens', async ({
  page,
  request,
}) => {
  const features = await catalogue(request, 'en');
  await injectSession(page, request, demoMember);
  await page.goto('/dashboard/pricing');
  await expect(page.getByRole('article').first()).toBeVisible();
  expectOnlyWhatExists(await listedFeatures(page.locator('main')), features);
  // A language chosen on the page lists them in it.
  const french = await catalogue(request, 'fr');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formules');
  await expect(page.getByRole('article').first().locator('ul li').first()).toHaveText(
    new RegExp(`^(${french.map((feature) => escape(feature.label)).join('|')})$`),
  );
  expectOnlyWhatExists(await listedFeatures(page.locator('main')), french);
  // Where a member finds each feature: the screen opens at its address, with its heading.
  for (const screen of new Set(features.map((feature) => feature.screen))) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 }), screen).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${screen}$`));
  }
});
