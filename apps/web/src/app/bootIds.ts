// The ids of the elements and the `<html>` attributes the inline head scripts, the build
// (scripts/prerender.mjs), the API server (apps/api/src/plugins/web-pages.ts) and the app
// share, declared once. The inline scripts interpolate them; the build script and the API read
// them from the renderer (src/prerender/entry.tsx re-exports this module). A unit test refuses a
// copy of any of them elsewhere. No imports: build-time code reads it too.

/**
 * Id of the `<script type="application/json">` the API server puts into a page it rendered with
 * its data (the landing, the track record). The server writes it only into markup rendered from
 * that same data, so its presence also tells the page that the markup is complete (the head
 * script may then scroll to the page's section at once, and the app hydrates the markup).
 */
export const BOOT_DATA_ELEMENT_ID = 'finfree-boot';

/** Id of the JSON list of the app's scripts in a prerendered page or the app shell. */
export const APP_MODULES_ELEMENT_ID = 'finfree-modules';

/** Id of the dashboard's pre-rendered frame (see src/app/dashboardShell.ts). */
export const DASHBOARD_SHELL_ELEMENT_ID = 'finfree-shell';

/** The attribute the head script sets on `<html>` when the dashboard's frame is to be shown. */
export const DASHBOARD_SHELL_ATTRIBUTE = 'data-shell';

/** The attribute the head script sets (`stale`) and the app removes once it has rendered. */
export const STALE_PRERENDER_ATTRIBUTE = 'data-prerender';

/** Index (in `document.forms`) of a form submitted before the app ran. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';

/** Index (among the page's buttons) of a button pressed before the app listened. */
export const PENDING_CLICK_ATTRIBUTE = 'data-pending-click';

/** The attribute the app sets on `<html>` when it starts rendering (it handles presses from then on). */
export const APP_LISTENING_ATTRIBUTE = 'data-app-listening';

/** The attribute the app sets on `<html>` once it runs (forms submit through it from then on). */
export const APP_READY_ATTRIBUTE = 'data-app';

/**
 * The attribute the head script sets on `<html>` (to the path) when it has scrolled an
 * on-demand page to its section (`/pricing`): the app, once it runs, does not scroll again.
 */
export const SECTION_SHOWN_ATTRIBUTE = 'data-section-shown';

/**
 * The placeholders of a page template (dist/.ssr/pages/) that the API server fills: `boot` (end
 * of `<body>`) with the boot data's script element, `root` (inside `#root`) with the rendered
 * markup, `styles` (in `<head>`) with that markup's style tags.
 */
export const TEMPLATE_PLACEHOLDERS = {
  boot: `<!--${BOOT_DATA_ELEMENT_ID}-->`,
  root: '<!--finfree-root-->',
  styles: '<!--finfree-styles-->',
} as const;

/**
 * Around the parts of the app shell that serve dashboard paths only (the frame, its script, the
 * early reads): the prerendered public pages leave out what is between them.
 */
export const DASHBOARD_ONLY_START = '<!--finfree-dashboard-only-->';
/** See {@link DASHBOARD_ONLY_START}. */
export const DASHBOARD_ONLY_END = '<!--/finfree-dashboard-only-->';
