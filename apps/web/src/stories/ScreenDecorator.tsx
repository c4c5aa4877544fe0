// The harness every screen story renders in: a fresh query client, the real AuthProvider with
// an in-memory session (guest, member, non-member or admin), an API client answered by MSW
// handlers through an axios adapter (no service worker), the app's i18n, and a memory router
// at the story's path inside the app's RootShell and, optionally, one of its layout routes.
import { STORAGE_KEYS, createApiClient, createAuthSession, type StorageLike } from '@finfree/core';
import { AuthProvider } from '@finfree/core/react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { RootShell } from '../app/RootShell';
import {
  changeLanguage,
  i18n,
  initI18n,
  loadBundles,
  registerBundles,
  type Bundle,
  type Language,
} from '../i18n';
import { screenBundles } from '../i18n/screenBundles';
import { Component as AuthLayoutRoute } from '../layouts/AuthLayoutRoute';
import { Component as DashboardLayoutRoute } from '../layouts/DashboardLayoutRoute';
import { Component as MainLayoutRoute } from '../layouts/MainLayoutRoute';
import { Component as MinimalLayoutRoute } from '../layouts/MinimalLayoutRoute';
import { STORY_API_BASE_URL, fakeAccessToken, usersByAuth, type StoryAuth } from './fixtures';
import { handlers as defaultHandlers } from './handlers';
import { createMswAdapter } from './mswAdapter';

/** The layout route a screen is rendered in. */
export type StoryLayout = 'main' | 'auth' | 'dashboard' | 'minimal' | 'none';

/** `parameters.screen` of a screen story. */
export interface ScreenParameters {
  /** The URL the memory router starts at (path and query), e.g. `/dashboard/trades?page=2`. */
  path?: string;
  /** Route pattern of the story's screen; default: the pathname of `path`. */
  route?: string;
  /** History state of the first entry (e.g. `{ email }` after sign-up). */
  state?: unknown;
  /** Layout route around the screen; default `none`. */
  layout?: StoryLayout;
  /** Who is signed in; default `guest`. */
  auth?: StoryAuth;
  /** Handlers tried before the default ones (loading, empty, error variants…). */
  handlers?: RequestHandler[];
  /** Language of the screen; default `en`. Arabic also needs `globals: { direction: 'rtl' }`. */
  language?: Language;
  /** Translation bundles the screen's route loads with its code (as the app's router does). */
  bundles?: Bundle[];
}

const layouts: Record<Exclude<StoryLayout, 'none'>, ComponentType> = {
  main: MainLayoutRoute,
  auth: AuthLayoutRoute,
  dashboard: DashboardLayoutRoute,
  minimal: MinimalLayoutRoute,
};

/** A Web Storage stand-in, so stories never touch (or depend on) the browser's storage. */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

/** Where a story's links and redirects lead when they leave the story's own route. */
function OutsideStory() {
  const location = useLocation();
  return (
    <main>
      <h1>Left the story</h1>
      <p>
        Now at <code data-testid="story-location">{`${location.pathname}${location.search}`}</code>
      </p>
    </main>
  );
}

function storyRoutes(screen: ReactNode, layout: StoryLayout, route: string): RouteObject[] {
  const page: RouteObject = { path: route, element: screen };
  return [
    {
      Component: RootShell,
      children: [
        layout === 'none' ? page : { Component: layouts[layout], children: [page] },
        { path: '*', Component: OutsideStory },
      ],
    },
  ];
}

function createHarness(screen: ReactNode, parameters: ScreenParameters) {
  const { path = '/', layout = 'none', auth = 'guest', handlers = [], state } = parameters;
  const url = new URL(path, 'http://story.local');
  const signedIn: Record<string, string> =
    auth === 'guest'
      ? {}
      : {
          [STORAGE_KEYS.accessToken]: fakeAccessToken(usersByAuth[auth].id),
          [STORAGE_KEYS.user]: JSON.stringify(usersByAuth[auth]),
        };
  const sessionStorage = memoryStorage(signedIn);
  const localStorage = memoryStorage();
  let navigateTo: (to: string) => void = () => {};
  const session = createAuthSession({
    sessionStorage: () => sessionStorage,
    localStorage: () => localStorage,
    alert: () => {},
    navigate: (to) => navigateTo(to),
  });
  const allHandlers = [...handlers, ...defaultHandlers];
  const client = createApiClient({
    baseURL: STORY_API_BASE_URL,
    getToken: session.getToken,
    adapter: createMswAdapter(() => allHandlers),
  });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const routes = storyRoutes(screen, layout, parameters.route ?? url.pathname);
  const initialEntries = [{ pathname: url.pathname, search: url.search, state }];
  const setNavigate = (go: (to: string) => void) => void (navigateTo = go);
  return { session, client, queryClient, routes, initialEntries, setNavigate };
}

/** The story's routes, in the app's declarative router; the session's redirects go through it. */
function StoryRoutes({
  routes,
  setNavigate,
}: {
  routes: RouteObject[];
  setNavigate: (go: (to: string) => void) => void;
}) {
  const navigate = useNavigate();
  useEffect(() => setNavigate((to) => void navigate(to)), [navigate, setNavigate]);
  return useRoutes(routes);
}

/** Renders `screen` in the harness described by `parameters`. */
export function ScreenHarness({
  parameters,
  children,
}: {
  /** The story's `parameters.screen`. */
  parameters: ScreenParameters;
  /** The screen element. */
  children: ReactNode;
}) {
  const [harness] = useState(() => createHarness(children, parameters));
  useEffect(
    () => () => {
      harness.queryClient.clear();
    },
    [harness],
  );
  return (
    <QueryClientProvider client={harness.queryClient}>
      <AuthProvider client={harness.client} session={harness.session}>
        <MemoryRouter initialEntries={harness.initialEntries}>
          <StoryRoutes routes={harness.routes} setNavigate={harness.setNavigate} />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}

// The screens' catalogues, as the app's router registers them.
registerBundles(screenBundles);

let i18nStarted: Promise<void> | null = null;

/**
 * Story loader: starts the app's i18n once (as main.tsx does), then switches to
 * `parameters.screen.language` (default `en`), its catalogue loaded before the first render.
 */
export async function loadScreenLanguage({
  parameters,
}: {
  parameters: { screen?: ScreenParameters };
}): Promise<Record<string, never>> {
  const language = parameters.screen?.language ?? 'en';
  i18nStarted ??= initI18n(language);
  await i18nStarted;
  if (i18n.language !== language) await changeLanguage(language);
  // Every screen story may show signed-in texts (trades labels, the dashboard layout) or the
  // legal pages'.
  await loadBundles(
    'landing',
    'dashboard',
    'trades',
    'legal',
    ...(parameters.screen?.bundles ?? []),
  );
  return {};
}

/**
 * The screen decorator: renders the story inside {@link ScreenHarness} as described by
 * `parameters.screen` (see {@link ScreenParameters}). Use it through {@link screenSetup}.
 */
export const withScreen: Decorator = (Story, context) => (
  <ScreenHarness
    key={context.id}
    parameters={(context.parameters.screen ?? {}) as ScreenParameters}
  >
    <Story />
  </ScreenHarness>
);

/** Spread into a screen story's meta: the harness decorator and the language loader. */
export const screenSetup = { decorators: [withScreen], loaders: [loadScreenLanguage] };

/**
 * Spread into a screen story's meta, next to its `title`, `component` and `tags`: the harness
 * ({@link screenSetup}) rendering `screen`, on a full-screen canvas unless `canvas` says otherwise.
 */
export function screenStory(
  screen: ScreenParameters,
  canvas: 'fullscreen' | 'padded' = 'fullscreen',
) {
  return { ...screenSetup, parameters: { layout: canvas, screen } };
}

/**
 * For a story that checks the desktop navigation (≥ 1200 px): the canvas of a 1440 px window is
 * narrower, so the story sets its own 1440×900 viewport.
 */
export const desktopViewport = {
  options: {
    desktop: {
      name: 'Desktop 1440',
      styles: { width: '1440px', height: '900px' },
      type: 'desktop',
    },
  },
} as const;
/** The story globals that select {@link desktopViewport}. */
export const desktopGlobals = { viewport: { value: 'desktop', isRotated: false } };
