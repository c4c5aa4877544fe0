// Writes the installable app's icons (public/icons/) from public/logo/logo.svg, rasterized by
// Chromium through Playwright (the browser the end-to-end tests use: CHROME_PATH, else one on
// PATH). Run it again after changing the logo, and commit the PNGs:
//
//   node apps/web/scripts/icons.mjs
//
// - icon-192.png, icon-512.png (`purpose: "any"`): the logo as it is, transparent corners.
// - icon-512-maskable.png (`purpose: "maskable"`): the brand colour to every edge, the logo at
//   80 % of the side in the middle, so its mark stays inside the safe zone (the centred circle
//   of 80 % diameter) whatever shape the launcher cuts.
// - badge-96.png: Android's status-bar badge, which uses only the alpha channel: the logo's
//   white mark alone, opaque on transparent.
//
// The colours (also the manifest's `theme_color` and `background_color`) are the app's default
// settings' (packages/ui/src/settings/config.ts: `themeColorPresets: 'purple'`,
// `themeMode: 'dark'`): the purple preset's primary (packages/ui/src/theme/presets/purple.ts,
// `main` #7635DC, the logo's own fill) and the dark scheme's page background
// (packages/ui/src/theme/palette.ts, `surfaces.dark.default.backgroundDefault`, grey 900
// #141A21). (The preset named `default` is the green one; it is not the app's default.)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromeArgs, resolveChrome } from '../../../scripts/chrome.mjs';

export const BRAND = '#7635DC';
export const BACKGROUND = '#141A21';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(join(web, 'public', 'logo', 'logo.svg'), 'utf8');
const out = join(web, 'public', 'icons');

/** The logo's white strokes alone (its first path is the purple rounded square). */
const mark = logo.replace(/<path fill="#7635DC"[^>]*\/>\s*/, '');
if (mark === logo) throw new Error('icons: the logo no longer starts with its purple square');

const dataUrl = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The SVG drawn `width` px wide (and high), centred on a square page of side `size`. */
const centred = (svg, size, width) =>
  `<img src="${dataUrl(svg)}" style="position:fixed;left:${(size - width) / 2}px;top:${(size - width) / 2}px;width:${width}px;height:${width}px">`;

/** Each icon: its file, its side in pixels, and the page that draws it at that size. */
const icons = [
  { file: 'icon-192.png', size: 192, body: (s) => centred(logo, s, s) },
  { file: 'icon-512.png', size: 512, body: (s) => centred(logo, s, s) },
  {
    file: 'icon-512-maskable.png',
    size: 512,
    body: (s) =>
      `<div style="position:fixed;inset:0;background:${BRAND}"></div>${centred(logo, s, s * 0.8)}`,
  },
  // The mark with its round caps spans 29.5 of the logo's 48 units, centred: drawn so that it
  // fills 90 % of the badge.
  { file: 'badge-96.png', size: 96, body: (s) => centred(mark, s, (s * 0.9 * 48) / 29.5) },
];

const browser = await chromium.launch({ executablePath: resolveChrome(), args: chromeArgs });
try {
  mkdirSync(out, { recursive: true });
  for (const { file, size, body } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${body(size)}</body></html>`,
    );
    await page.locator('img').evaluate((image) => image.decode());
    writeFileSync(join(out, file), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`icons: ${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
