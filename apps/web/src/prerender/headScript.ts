/**
 * An inline script for the head of every page, for the moments before the app takes over a
 * prerendered public page:
 * - The prerendered pages are English and signed out. For a visitor who is signed in (a stored
 *   access token) or who will read another language (stored choice, else the browser's first
 *   supported language — the rules of `detectLanguage`), that markup would be wrong, so the
 *   script marks `<html data-prerender="stale">` and the page's CSS hides `#root` until the
 *   app has rendered.
 * - A form submitted before the app runs would be sent by the browser itself (a GET with the
 *   fields in the URL): submissions are cancelled until the app marks `<html data-app>`, and
 *   the form's position is kept in `data-pending-submit` so the app submits it once it runs.
 * The API hashes this script into its Content-Security-Policy like the pre-paint script.
 */
export const prerenderHeadScript = `(function (d, n) {
  d.addEventListener('submit', function (event) {
    if (d.documentElement.hasAttribute('data-app')) return;
    event.preventDefault();
    var index = Array.prototype.indexOf.call(d.forms, event.target);
    if (index >= 0) d.documentElement.setAttribute('data-pending-submit', String(index));
  }, true);
  try {
    var supported = ['en', 'fr', 'ar'];
    var lang = localStorage.getItem('i18nextLng');
    if (supported.indexOf(lang) < 0) {
      lang = 'en';
      var preferred = n.languages || [n.language];
      for (var i = 0; i < preferred.length; i++) {
        var base = String(preferred[i]).toLowerCase().split('-')[0];
        if (supported.indexOf(base) >= 0) { lang = base; break; }
      }
    }
    if (sessionStorage.getItem('accessToken') || lang !== 'en') {
      d.documentElement.setAttribute('data-prerender', 'stale');
    }
  } catch (e) {
    d.documentElement.setAttribute('data-prerender', 'stale');
  }
})(document, navigator);`;

/** The attribute the script sets and the app removes once it has rendered. */
export const STALE_PRERENDER_ATTRIBUTE = 'data-prerender';

/** Index (in `document.forms`) of a form submitted before the app ran. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';

/** The attribute the app sets on `<html>` once it runs (forms submit through it from then on). */
export const APP_READY_ATTRIBUTE = 'data-app';
