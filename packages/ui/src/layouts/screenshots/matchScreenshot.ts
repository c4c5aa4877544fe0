// Visual regression from story play functions. The Storybook addon runs every story in
// Vitest's browser mode, where `expect.element(...).toMatchScreenshot()` compares against the
// reference PNGs committed under `__screenshots__/` next to the story file. In Storybook itself
// (no Vitest) the check is skipped. Update references: see ./README.md.

interface BrowserGlobals {
  __vitest_browser__?: boolean;
}

/** Whether the story runs as a Vitest browser test (not in the Storybook UI). */
export function isVitestBrowser(): boolean {
  return Boolean((globalThis as BrowserGlobals).__vitest_browser__);
}

/** CSS that freezes animations, transitions and the caret for stable screenshots. */
const freezeCss = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}`;

/**
 * Compares `element` with the reference screenshot `name` (Chromium, fixed viewport, frozen
 * animations, fonts loaded). No-op outside Vitest.
 */
export async function matchScreenshot(element: Element, name: string): Promise<void> {
  if (!isVitestBrowser()) return;
  const [{ expect }, { page }] = await Promise.all([import('vitest'), import('vitest/browser')]);
  const style = document.createElement('style');
  style.textContent = freezeCss;
  document.head.append(style);
  try {
    await document.fonts.ready;
    await expect.element(page.elementLocator(element)).toMatchScreenshot(name);
  } finally {
    style.remove();
  }
}
