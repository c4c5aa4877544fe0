import { APP_READY_ATTRIBUTE } from '../app/bootIds';
import { paths } from '../routes/paths';

/**
 * What the server says of every prerendered page (`No-Vary-Search`): its HTML is the same
 * whatever the query string but the language it names (`?lang=`: the prerender saw no query; the
 * app reads it once it runs), so one copy of the sign-up page serves `?plan=…&interval=…` of
 * every plan. The API server sends the same (`PAGES_NO_VARY_SEARCH`).
 */
export const PRERENDERED_NO_VARY_SEARCH = 'params, except=("lang")';

/**
 * The browser's speculation rules, in the head of every page (`<script type="speculationrules">`,
 * hashed into the Content-Security-Policy like the other inline scripts): once the page's app
 * has taken over (`<html data-app>`: after the first paint and the page's own downloads, so
 * the fetch never competes with them), a page with a link to the plain sign-up page (the
 * header's) has the browser fetch that page's HTML, at low priority and once; its copy also
 * serves the plans' `?plan=…` links, so a plan chosen opens the sign-up page from memory. A
 * browser without speculation rules ignores them. (A signed-in visitor's prerendered page has
 * the signed-out links too, so it may fetch the sign-up page once for nothing.)
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: { pathname: paths.auth.register, search: '' } },
          { selector_matches: `:root[${APP_READY_ATTRIBUTE}] a` },
        ],
      },
      eagerness: 'immediate',
      expects_no_vary_search: PRERENDERED_NO_VARY_SEARCH,
    },
  ],
});
