import { expect, test } from '@playwright/test';
import { holdScripts } from './helpers';
import { ar as arLanding } from '../src/i18n/locales/landing/ar';
import { fr as frLanding } from '../src/i18n/locales/landing/fr';
import { ar } from '../src/i18n/locales/ar';
import { fr } from '../src/i18n/locales/fr';

// A visitor who reads French or Arabic gets the public pages in that language in the first
// HTML answer (the API server chooses it from the language cookie, else Accept-Language): the
// page shows at once, and the app, once it starts, hydrates that same markup.

const visitors = [
  {
    name: 'a French browser (Accept-Language)',
    lang: 'fr',
    dir: 'ltr',
    locale: 'fr-FR',
    cookie: null,
    headings: { '/': frLanding.heroTitle, '/auth/jwt/login': fr.auth.signInTitle },
  },
  {
    name: 'a visitor who chose Arabic (the language cookie)',
    lang: 'ar',
    dir: 'rtl',
    locale: 'en-US',
    cookie: 'ar',
    headings: { '/': arLanding.heroTitle, '/auth/jwt/login': ar.auth.signInTitle },
  },
] as const;

for (const visitor of visitors) {
  test.describe(visitor.name, () => {
    test.use({ locale: visitor.locale });

    for (const path of ['/', '/auth/jwt/login'] as const) {
      test(`gets ${path} in ${visitor.lang} from the first paint, and the app keeps it`, async ({
        page,
        context,
        baseURL,
      }) => {
        if (visitor.cookie) {
          await context.addCookies([
            { name: 'finfree_lang', value: visitor.cookie, url: baseURL! },
          ]);
        }
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning')
            problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        const heading = visitor.headings[path];
        const release = await holdScripts(page);

        const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
        // The first HTML answer is already in the visitor's language.
        const html = await response!.text();
        expect(html).toContain(heading);
        expect(html).toMatch(new RegExp(`<html lang="${visitor.lang}" dir="${visitor.dir}"`));
        expect(String(response!.headers().vary).toLowerCase()).toContain('cookie');
        // Shown as it came, without waiting for the app (not hidden as prerendered for someone
        // else), right to left in Arabic.
        const root = page.locator('html');
        await expect(root).not.toHaveAttribute('data-prerender');
        await expect(page.locator('#root')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(root).toHaveAttribute('lang', visitor.lang);
        await expect(root).toHaveAttribute('dir', visitor.dir);
        await expect(root).not.toHaveAttribute('data-app');

        // The app starts on the first use and hydrates the same markup.
        const h1 = await page.getByRole('heading', { level: 1 }).elementHandle();
        release();
        await page.keyboard.press('Tab');
        await expect(root).toHaveAttribute('data-app', '');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(root).toHaveAttribute('lang', visitor.lang);
        await expect(root).toHaveAttribute('dir', visitor.dir);
        // The very element the server sent is the one on screen (hydrated, not rendered anew).
        expect(await h1!.evaluate((element) => element.isConnected)).toBe(true);
        await page.waitForLoadState('networkidle');
        expect(problems.filter((text) => /hydrat|re-rendered|mismatch/i.test(text))).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}
