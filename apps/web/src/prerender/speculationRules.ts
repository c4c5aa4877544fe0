import { paths } from '../routes/paths';

/**
 * What the server says of every prerendered page (`No-Vary-Search`): its HTML is the same
 * whatever the query string (the prerender saw none; the app reads the query once it runs), so
 * one copy of the sign-up page serves `?plan=…&interval=…` of every plan.
 */
export const PRERENDERED_NO_VARY_SEARCH = 'params';

/**
 * The browser's speculation rules, in the head of every page (`<script type="speculationrules">`,
 * hashed into the Content-Security-Policy like the other inline scripts): a page with a link to
 * the sign-up page has the browser fetch that page's HTML as soon as it can, at low priority
 * and once, so a plan chosen opens the sign-up page from memory rather than over the network.
 * A browser without speculation rules ignores them. (A signed-in visitor's prerendered page has
 * the signed-out links too, so it may fetch the sign-up page once for nothing.)
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      // The plain sign-up link (the header's) only: its copy serves the plans' `?plan=…` links
      // too, so the page is fetched once rather than once per plan.
      where: { href_matches: { pathname: paths.auth.register, search: '' } },
      eagerness: 'immediate',
      expects_no_vary_search: PRERENDERED_NO_VARY_SEARCH,
    },
  ],
});
