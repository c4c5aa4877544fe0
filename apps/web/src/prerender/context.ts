import { createContext } from 'react';

/**
 * True while a public page is being prerendered at build time (src/prerender/entry.tsx).
 * The prerendered visitor is signed out by construction, so the guest guard shows its page
 * instead of the loading screen it shows while the browser restores a session.
 */
export const PrerenderingContext = createContext(false);
