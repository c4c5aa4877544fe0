import { STORAGE_KEYS } from '../../../../packages/core/src/auth/storageKeys';
import { DASHBOARD_SHELL_ATTRIBUTE, DASHBOARD_SHELL_ELEMENT_ID } from './bootIds';

/**
 * A pre-rendered frame for the dashboard routes, painted from the HTML before any script or
 * stylesheet: the header bar, the side navigation (on wide screens, as the layout setting
 * stored in the browser has it) and placeholders for the first content, in the stored theme
 * (its text colour, set by the pre-paint script, tints the lines and placeholders) and
 * direction (logical properties only). On the overview it carries the app's first content, the
 * greeting (the stored user's name, in the language the app will start in); otherwise no text.
 * Its markup, style and greeting script are built in `dashboardShellMarkup.ts` (build time).
 *
 * An inline head script ({@link dashboardShellScript}) shows it only on a dashboard path with a
 * stored session — a signed-out visitor never sees it (the app's guard sends them to sign in).
 * It hides itself (CSS) as soon as the app renders anything but its loading screen, and the
 * app removes it once the first route is ready (src/main.tsx). Its id and attribute are in
 * `bootIds.ts`.
 */
export { DASHBOARD_SHELL_ATTRIBUTE, DASHBOARD_SHELL_ELEMENT_ID };

/**
 * The inline head script: marks `<html data-shell="<path>">` on a dashboard path when a session
 * is stored (the path without a trailing slash: the frame's style lays out the screen's first
 * parts by it from the first paint, before the frame's own script has run). The API hashes it
 * into its Content-Security-Policy like the other inline scripts.
 */
export const dashboardShellScript = `(function (w) {
  try {
    var path = w.location.pathname;
    if (/^\\/dashboard(\\/|$)/.test(path) && w.sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)})) {
      w.document.documentElement.setAttribute(${JSON.stringify(DASHBOARD_SHELL_ATTRIBUTE)}, path.replace(/\\/+$/, ''));
    }
  } catch (e) {}
})(window);`;

/** Removes the frame (the app's first route is on screen). */
export function removeDashboardShell(doc: Document = document): void {
  doc.getElementById(DASHBOARD_SHELL_ELEMENT_ID)?.remove();
  doc.documentElement.removeAttribute(DASHBOARD_SHELL_ATTRIBUTE);
}
