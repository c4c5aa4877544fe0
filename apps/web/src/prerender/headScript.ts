import { STORAGE_KEYS } from '../../../../packages/core/src/auth/storageKeys';
import {
  APP_LISTENING_ATTRIBUTE,
  APP_MODULES_ELEMENT_ID,
  APP_READY_ATTRIBUTE,
  BOOT_DATA_ELEMENT_ID,
  PENDING_CLICK_ATTRIBUTE,
  PENDING_SUBMIT_ATTRIBUTE,
  SECTION_SHOWN_ATTRIBUTE,
  STALE_PRERENDER_ATTRIBUTE,
} from '../app/bootIds';
import {
  addressLanguageExpression,
  LANGUAGE_QUERY,
  languageCookieExpression,
  languageCookieWrite,
  languages,
  LANGUAGE_STORAGE_KEY,
} from '../i18n/languages';

/** What a press before the app listens is kept for (see {@link prerenderHeadScript}). */
export const PRESSABLE_SELECTOR = 'button, input[type=radio], input[type=checkbox]';

/**
 * An inline script for the head of every page, for the moments before the app takes over a
 * prerendered public page:
 * - The prerendered pages are signed out, in the language of their `<html lang>` (the API
 *   server sends each visitor the page in the language it chose for them; static hosting sends
 *   English). For a visitor who is signed in (a stored access token) or whom the app will start
 *   in another language than the page's (the address's `?lang=`, else the stored choice, else
 *   the language cookie, else the browser's first supported language — the rules of
 *   `detectLanguage`), that markup would be
 *   wrong, so the script marks `<html data-prerender="stale">` and the page's CSS hides `#root`
 *   until the app has rendered.
 * - A form submitted before the app runs would be sent by the browser itself (a GET with the
 *   fields in the URL): submissions are cancelled until the app marks `<html data-app>`, and
 *   the form's position is kept in `data-pending-submit` so the app submits it once it runs.
 * - A button pressed before the app listens (e.g. the menu button) would do nothing, and a
 *   radio button or checkbox (e.g. the pricing's billing interval) would be set back by the app
 *   to what it rendered: the last one pressed is kept (its position among the page's
 *   {@link PRESSABLE_SELECTOR} elements, in `data-pending-click`) and the app presses it again
 *   once it runs. A language chosen in the language menu then is stored (localStorage and the
 *   language cookie) and the page opened at once at its address in that language (`?lang=`).
 *   From the moment the app starts rendering over the page
 *   (`<html data-app-listening>`), React itself keeps and replays presses. A button whose
 *   press the browser carries out itself (an invoker command or a popover's button: the menu
 *   button opening its drawer, the language button its menu) is not kept: it has answered.
 * The API hashes this script into its Content-Security-Policy like the pre-paint script.
 */
export const prerenderHeadScript = `(function (d, n, w) {
  d.addEventListener('submit', function (event) {
    if (d.documentElement.hasAttribute(${JSON.stringify(APP_READY_ATTRIBUTE)})) return;
    event.preventDefault();
    var index = Array.prototype.indexOf.call(d.forms, event.target);
    if (index >= 0) d.documentElement.setAttribute(${JSON.stringify(PENDING_SUBMIT_ATTRIBUTE)}, String(index));
  }, true);
  d.addEventListener('click', function (event) {
    var html = d.documentElement;
    if (html.hasAttribute(${JSON.stringify(APP_READY_ATTRIBUTE)}) || html.hasAttribute(${JSON.stringify(APP_LISTENING_ATTRIBUTE)})) return;
    var target = event.target && event.target.closest ? event.target.closest('${PRESSABLE_SELECTOR}') : null;
    if (!target || target.disabled || (target.form && target.type === 'submit') || target.commandForElement || target.popoverTargetElement) return;
    var chosen = target.getAttribute('role') === 'menuitem' && target.getAttribute('lang');
    if (chosen && ${JSON.stringify(languages)}.indexOf(chosen) >= 0) {
      if (chosen === (html.lang || ${JSON.stringify(languages[0])})) return;
      try { localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}, chosen); } catch (e) {}
      ${languageCookieWrite('d', 'chosen')}
      var address = new URL(w.location.href);
      address.searchParams.set(${JSON.stringify(LANGUAGE_QUERY)}, chosen);
      w.location.replace(address.href);
      return;
    }
    var index = Array.prototype.indexOf.call(d.querySelectorAll('${PRESSABLE_SELECTOR}'), target);
    if (index >= 0) html.setAttribute(${JSON.stringify(PENDING_CLICK_ATTRIBUTE)}, String(index));
  }, true);
  try {
    var html = d.documentElement;
    var supported = ${JSON.stringify(languages)};
    var lang = ${addressLanguageExpression('w')};
    if (supported.indexOf(lang) < 0) lang = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
    if (supported.indexOf(lang) < 0) lang = ${languageCookieExpression('d')};
    if (supported.indexOf(lang) < 0) {
      lang = ${JSON.stringify(languages[0])};
      var preferred = n.languages || [n.language];
      for (var i = 0; i < preferred.length; i++) {
        var base = String(preferred[i]).toLowerCase().split('-')[0];
        if (supported.indexOf(base) >= 0) { lang = base; break; }
      }
    }
    if (sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)}) || lang !== (html.lang || ${JSON.stringify(languages[0])})) {
      html.setAttribute(${JSON.stringify(STALE_PRERENDER_ATTRIBUTE)}, 'stale');
    }
  } catch (e) {
    d.documentElement.setAttribute(${JSON.stringify(STALE_PRERENDER_ATTRIBUTE)}, 'stale');
  }
})(document, navigator, window);`;

// The attributes and ids the scripts share with the app (declared in src/app/bootIds.ts).
export {
  APP_LISTENING_ATTRIBUTE,
  APP_MODULES_ELEMENT_ID,
  APP_READY_ATTRIBUTE,
  PENDING_CLICK_ATTRIBUTE,
  PENDING_SUBMIT_ATTRIBUTE,
  SECTION_SHOWN_ATTRIBUTE,
  STALE_PRERENDER_ATTRIBUTE,
};

/**
 * Id of the boot data the API server writes into a page it rendered with its data
 * (`BOOT_DATA_ELEMENT_ID` of src/app/bootIds.ts): the marker that the markup is complete.
 */
export const SERVED_DATA_ELEMENT_ID = BOOT_DATA_ELEMENT_ID;

/**
 * An inline script for every page that starts the app's JavaScript. Such a page lists its entry
 * and chunks as JSON (`{"entry": "/assets/…js", "preload": ["/assets/…js", …], "complete":
 * true}`) instead of script tags, so the HTML, CSS and font have the network to themselves until
 * the first paint; right after it, the entry and its chunks start downloading in parallel, so the
 * visitor's first tap finds the app running as soon as possible. A press before then is kept by
 * {@link prerenderHeadScript} and replayed by the app.
 * A prerendered page that is `complete` as served (it shows everything without the app: a page
 * without data, or `"with-data"` when the server wrote its boot data,
 * {@link SERVED_DATA_ELEMENT_ID}) and opened at its own address for the visitor it was rendered
 * for (no `data-prerender="stale"`, no query string but the page's language, no fragment) with a
 * `section` (the home page
 * at /pricing) is scrolled to that section here, at once, and the app is told not to scroll
 * again ({@link SECTION_SHOWN_ATTRIBUTE}).
 * A page with `islands` (its islands script and their chunks, in the same shape) opened so and
 * complete as served loads those instead of the app (`src/islands/main.tsx`); also when its query
 * string has only the parameters the islands read themselves (`islands.query`: the sign-up
 * page's `plan`, `interval` and `ref`) and the page's language (`?lang=`, the server's to read).
 * A page whose islands list has no entry (no islands: the 404 page's links) then loads nothing
 * and is marked ready (`<html data-app>`) right after the first paint.
 * A page without the list is untouched.
 */
export const deferredAppScript = `(function (d, w) {
  function start(list) {
    // A page that needs no script (its islands list is empty): ready as it is.
    if (!list.entry) return d.documentElement.setAttribute(${JSON.stringify(APP_READY_ATTRIBUTE)}, '');
    list.preload.forEach(function (href) {
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      d.head.appendChild(link);
    });
    var script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = list.entry;
    d.head.appendChild(script);
  }
  function begin() {
    var data = d.getElementById(${JSON.stringify(APP_MODULES_ELEMENT_ID)});
    if (!data) return;
    var list = JSON.parse(data.textContent);
    var html = d.documentElement;
    var fresh = !html.hasAttribute(${JSON.stringify(STALE_PRERENDER_ATTRIBUTE)}) && !w.location.hash;
    var params = w.location.search.slice(1).split('&').filter(function (pair) {
      return pair && decodeURIComponent(pair.split('=')[0]) !== ${JSON.stringify(LANGUAGE_QUERY)};
    });
    var exact = fresh && params.length === 0;
    var read = (list.islands && list.islands.query) || [];
    var ownQuery = fresh && params.every(function (pair) {
      return read.indexOf(decodeURIComponent(pair.split('=')[0])) >= 0;
    });
    var served = list.complete === 'with-data' && d.getElementById(${JSON.stringify(SERVED_DATA_ELEMENT_ID)});
    var section = list.section && d.getElementById(list.section);
    var scripts = (exact || ownQuery) && (list.complete === true || served) && list.islands ? list.islands : list;
    if ((list.complete === true || served) && exact && section) {
      section.scrollIntoView({ block: 'start' });
      html.setAttribute(${JSON.stringify(SECTION_SHOWN_ATTRIBUTE)}, w.location.pathname);
    }
    w.requestAnimationFrame(function () { w.setTimeout(function () { start(scripts); }, 0); });
  }
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', begin);
  else begin();
})(document, window);`;
