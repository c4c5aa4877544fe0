// The script of the public pages (those with `islands` in src/prerender/entry.tsx), opened at
// their own address by the visitor they were rendered for: instead of the whole app, it
// hydrates only the page's islands (`<Island>`), each with its own code. Everything else stays
// the server's HTML: links are links, the menus are the browser's own. A page prerendered for
// someone else (another language, a signed-in visitor) or opened with a query string starts
// the whole app instead (`deferredAppScript`).
import { createSessionAndClient } from '@finfree/core';
import { StrictMode, startTransition, useEffect } from 'react';
import {
  APP_LISTENING_ATTRIBUTE,
  APP_READY_ATTRIBUTE,
  PENDING_CLICK_ATTRIBUTE,
  PENDING_SUBMIT_ATTRIBUTE,
} from '../app/bootIds';
import { apiBaseUrl } from '../app/apiBaseUrl';
import { installPreloadRecovery } from '../app/preloadRecovery';
import { initI18n } from '../i18n';
import { ISLAND_ATTRIBUTE } from './Island';
import { IslandProviders } from './IslandProviders';
import { islands } from './registry';

installPreloadRecovery();

const html = document.documentElement;
const elements = Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`));
const { session, client } = createSessionAndClient({ baseURL: apiBaseUrl });

const done = new Set<number>();
/** Once every island has committed: forms submit through them, and a press kept is replayed. */
function committed(index: number) {
  done.add(index);
  if (done.size < elements.length) return;
  html.setAttribute(APP_READY_ATTRIBUTE, '');
  if (html.hasAttribute(PENDING_SUBMIT_ATTRIBUTE) || html.hasAttribute(PENDING_CLICK_ATTRIBUTE)) {
    void import('../app/handoff').then((helpers) => helpers.replayPending());
  }
}

function Committed({ index }: { index: number }) {
  useEffect(() => committed(index), [index]);
  return null;
}

/** Lets the browser handle what waits (a tap) before the next piece of the start runs. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void Promise.all([
  initI18n(),
  // React DOM's renderer is the largest module to initialise: in a task of its own, so a tap
  // made meanwhile (the drawer, a native menu) is not held behind the whole start.
  yieldToMain().then(() => import('react-dom/client')),
  ...elements.map((element) => islands[element.getAttribute(ISLAND_ATTRIBUTE) ?? '']?.()),
]).then(([, { hydrateRoot }, ...components]) => {
  html.setAttribute(APP_LISTENING_ATTRIBUTE, '');
  elements.forEach((element, index) => {
    const Component = components[index];
    if (!Component) {
      committed(index);
      return;
    }
    // As the app's hydration: a transition, in slices; a press during it finishes it first.
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <IslandProviders session={session} client={client}>
            <Component />
            <Committed index={index} />
          </IslandProviders>
        </StrictMode>,
        {
          // Each island's ids (`useId`) apart from the others'.
          identifierPrefix: `${element.getAttribute(ISLAND_ATTRIBUTE)}-`,
          onRecoverableError: (error) => console.warn('Island re-rendered:', error),
        },
      );
    });
  });
});
