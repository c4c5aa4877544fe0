/**
 * A pre-rendered frame for the dashboard routes, painted from the HTML before any script or
 * stylesheet: the header bar, the side navigation (on wide screens, as the layout setting
 * stored in the browser has it) and placeholders for the first content, in the stored theme
 * (its text colour, set by the pre-paint script, tints the lines and placeholders) and
 * direction (logical properties only). It carries no text and no data.
 *
 * An inline head script ({@link dashboardShellScript}) shows it only on a dashboard path with a
 * stored session — a signed-out visitor never sees it (the app's guard sends them to sign in).
 * It hides itself (CSS) as soon as the app renders anything but its loading screen, and the
 * app removes it once the first route is ready (src/main.tsx).
 */
export const DASHBOARD_SHELL_ELEMENT_ID = 'finfree-shell';

/** The attribute the head script sets on `<html>` when the frame is to be shown. */
export const DASHBOARD_SHELL_ATTRIBUTE = 'data-shell';

const id = `#${DASHBOARD_SHELL_ELEMENT_ID}`;
const on = `html[${DASHBOARD_SHELL_ATTRIBUTE}]`;
const line = 'color-mix(in srgb,currentColor 12%,transparent)';
const fill = 'color-mix(in srgb,currentColor 7%,transparent)';

/** The frame's style and markup, for the end of `<body>` (after `#root`). */
export const dashboardShellHtml = `<style>${id}{display:none}${on} body{background-color:inherit}${on} ${id}{--nav:0px;--bar:64px;display:block;position:fixed;inset:0;z-index:1100;pointer-events:none;background-color:inherit}${on} #root:has(>:not([data-component=LoadingScreen]))~${id}{display:none}${id} [data-part=bar]{height:var(--bar);margin-inline-start:var(--nav);border-block-end:1px solid ${line}}${id} [data-part=nav]{display:none}${id} [data-part=main]{margin-inline-start:var(--nav);padding:24px 16px}${id} i{display:block;height:112px;margin-block-end:24px;border-radius:16px;background-color:${fill}}${id} i:first-child{height:40px;max-width:320px}@media (min-width:1200px){${id}{--bar:80px}html[data-layout=vertical] ${id}{--nav:280px}html[data-layout=mini] ${id}{--nav:88px}${id} [data-part=nav]{display:block;box-sizing:border-box;position:absolute;inset-block:0;inset-inline-start:0;width:var(--nav);border-inline-end:1px dashed ${line}}${id} [data-part=main]{padding:40px}}</style><div id="${DASHBOARD_SHELL_ELEMENT_ID}" aria-hidden="true"><div data-part="nav"></div><div data-part="bar"></div><div data-part="main"><i></i><i></i><i></i><i></i></div></div>`;

/**
 * The inline head script: marks `<html data-shell>` on a dashboard path when a session is
 * stored. The API hashes it into its Content-Security-Policy like the other inline scripts.
 */
export const dashboardShellScript = `(function (w) {
  try {
    if (/^\\/dashboard(\\/|$)/.test(w.location.pathname) && w.sessionStorage.getItem('accessToken')) {
      w.document.documentElement.setAttribute('${DASHBOARD_SHELL_ATTRIBUTE}', '');
    }
  } catch (e) {}
})(window);`;

/** Removes the frame (the app's first route is on screen). */
export function removeDashboardShell(doc: Document = document): void {
  doc.getElementById(DASHBOARD_SHELL_ELEMENT_ID)?.remove();
  doc.documentElement.removeAttribute(DASHBOARD_SHELL_ATTRIBUTE);
}
