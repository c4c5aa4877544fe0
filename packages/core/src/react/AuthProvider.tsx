import { QueryClientContext } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { logoutRequest } from '../api/auth';
import { login as loginAction, register as registerAction } from '../auth/actions';
import type { AuthSession, StoredSession } from '../auth/session';
import { createSessionAndClient } from '../auth/sessionAndClient';
import { getMe } from '../api/auth';
import type { ApiClient } from '../http/client';
import type { AuthResponse, RegisterRequest, User } from '../types';
import { ApiContext } from './ApiContext';

/** Auth state: `loading`, then `authenticated` or `unauthenticated`. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/**
 * Whether the signed-in user (and so the role) comes from the server: `pending` while a
 * restored session's `GET /auth/me` runs, `failed` when it could not answer.
 */
export type UserVerification = 'pending' | 'verified' | 'failed';

/** What `useAuthContext` returns. */
export interface AuthContextValue {
  /** The signed-in user, or null. */
  user: User | null;
  /** Auth method (always `jwt`). */
  method: 'jwt';
  /** The state of the machine. */
  status: AuthStatus;
  /** True while the stored session is being restored. */
  loading: boolean;
  /** True when signed in. */
  authenticated: boolean;
  /** True when not signed in. */
  unauthenticated: boolean;
  /**
   * Whether `user` is the server's answer: a restored session asks `GET /auth/me` on start,
   * so rights never rest on what storage holds. Role-gated screens wait for `verified`.
   */
  verification: UserVerification;
  /** Signs in (`POST /auth/login`) and sets the user; rejects with the API failure. */
  login: (email: string, password: string) => Promise<void>;
  /** Registers (`POST /auth/register`) and returns the answer; the user stays unchanged. */
  register: (data: RegisterRequest) => Promise<AuthResponse>;
  /** Clears the user, the token and all of localStorage; never rejects (failures are logged). */
  logout: () => Promise<void>;
  /** Replaces the signed-in user (e.g. after a profile update). */
  updateUser: (user: User) => void;
  /** The API client, sending the Bearer token while authenticated. */
  client: ApiClient;
  /** The framework-free session behind this provider. */
  session: AuthSession;
}

/** The auth context; prefer {@link useAuthContext}. `null` outside `AuthProvider`. */
export const AuthContext = createContext<AuthContextValue | null>(null);

/** Props of {@link AuthProvider}. */
export interface AuthProviderProps {
  /** The app. */
  children?: ReactNode;
  /** API base URL (e.g. `resolveApiBaseUrl(import.meta.env.VITE_API_URL)`); default `/v1`. Read once. */
  baseURL?: string;
  /**
   * The session (storage, alert, navigation and timers injectable via `createAuthSession`).
   * Default: browser sessionStorage/localStorage, `window.alert`, `location.assign`. Read once.
   */
  session?: AuthSession;
  /** A client to use instead of a new one; it must read its token from `session.getToken`. Read once. */
  client?: ApiClient;
  /**
   * Restores the stored session in the first render rather than in a layout effect after it,
   * so that render is already the signed-in (or signed-out) app and can be rendered as a
   * transition (in slices) as a whole. Only for an app rendered afresh: hydrating server markup
   * needs the first render to match the server's, which knows no stored session. Read once.
   */
  restoreOnFirstRender?: boolean;
}

type State = { status: AuthStatus; user: User | null; verification: UserVerification };
type Action =
  | { type: 'authenticated'; user: User; verification: UserVerification }
  | { type: 'unauthenticated' }
  | { type: 'user'; user: User }
  | { type: 'verificationFailed' };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'authenticated':
      return { status: 'authenticated', user: action.user, verification: action.verification };
    case 'unauthenticated':
      return { status: 'unauthenticated', user: null, verification: 'verified' };
    case 'user':
      // A late profile answer must not sign a signed-out user back in.
      return state.status === 'authenticated'
        ? { ...state, user: action.user, verification: 'verified' }
        : state;
    case 'verificationFailed':
      return state.verification === 'pending' ? { ...state, verification: 'failed' } : state;
  }
}

const LOADING: State = { status: 'loading', user: null, verification: 'pending' };

/** The stored session (`session.restore()`), or null without one or when storage refuses. */
function restoreStored(session: AuthSession): StoredSession | null {
  try {
    return session.restore();
  } catch {
    return null;
  }
}

/** What a restore found: signed in as the stored user (to be confirmed), or signed out. */
function restoredAction(stored: StoredSession | null): Action {
  return stored
    ? { type: 'authenticated', user: stored.user, verification: 'pending' }
    : { type: 'unauthenticated' };
}

/**
 * Holds the auth state machine: on start a stored non-expired token with a stored user →
 * authenticated; otherwise, or on any error → unauthenticated. Provides the API client to
 * the query hooks. When a TanStack `QueryClientProvider` is above it, the query cache is
 * cleared on logout and token expiry, and reset on login (another user, other rights).
 */
export function AuthProvider({
  children,
  baseURL,
  session: sessionProp,
  client: clientProp,
  restoreOnFirstRender = false,
}: AuthProviderProps) {
  // The default session renews its token through the server's refresh cookie, with the
  // client made beside it.
  const [{ session, client }] = useState(() =>
    createSessionAndClient({ baseURL, session: sessionProp, client: clientProp }),
  );
  const queryClient = useContext(QueryClientContext);
  // Restored in the first render when asked (the stored session, or null without one).
  const [first] = useState(() =>
    restoreOnFirstRender ? { stored: restoreStored(session) } : null,
  );
  const [state, dispatch] = useReducer(reducer, first, (restored) =>
    restored ? reducer(LOADING, restoredAction(restored.stored)) : LOADING,
  );
  // Whether the next layout effect finds the session restored by the first render (once: a
  // remount, as StrictMode's in development, restores it again).
  const restoredInRender = useRef(first !== null);

  // A layout effect: the stored session is restored before the browser paints, so the
  // loading state never flashes over a page that can be shown at once (e.g. a prerendered
  // sign-in page replaced by the live app).
  useLayoutEffect(() => {
    const unsubscribe = session.onExpire(() => {
      queryClient?.clear();
      dispatch({ type: 'unauthenticated' });
    });
    let stored: StoredSession | null;
    if (restoredInRender.current && first) {
      restoredInRender.current = false;
      stored = first.stored;
    } else {
      stored = restoreStored(session);
      dispatch(restoredAction(stored));
    }
    const restored = stored !== null;
    let active = true;
    // The stored user is shown at once, but its role is confirmed by the server: edited
    // storage must not open anything more than the server grants.
    if (restored) {
      getMe(client)
        .then((data) => {
          if (!active || !session.getToken()) return;
          session.setUser(data);
          dispatch({ type: 'user', user: data });
        })
        .catch(() => {
          if (active) dispatch({ type: 'verificationFailed' });
        });
    }
    return () => {
      active = false;
      unsubscribe();
      session.dispose();
    };
  }, [session, queryClient, client, first]);

  const login = useCallback(
    async (email: string, password: string) => {
      const user = await loginAction(client, session, { email, password });
      dispatch({ type: 'authenticated', user, verification: 'verified' });
      void queryClient?.resetQueries();
    },
    [client, session, queryClient],
  );

  const register = useCallback((data: RegisterRequest) => registerAction(client, data), [client]);

  const logout = useCallback(async () => {
    // Ends the server session and its refresh cookie; the local sign-out never waits for it.
    if (session.getToken()) {
      logoutRequest(client).catch((error: unknown) => console.error(error));
    }
    try {
      session.logout();
      queryClient?.clear();
    } catch (error) {
      console.error(error);
    }
    dispatch({ type: 'unauthenticated' });
  }, [session, queryClient, client]);

  const updateUser = useCallback(
    (user: User) => {
      if (session.getToken()) session.setUser(user);
      dispatch({ type: 'user', user });
    },
    [session],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      method: 'jwt',
      status: state.status,
      loading: state.status === 'loading',
      authenticated: state.status === 'authenticated',
      unauthenticated: state.status === 'unauthenticated',
      verification: state.verification,
      login,
      register,
      logout,
      updateUser,
      client,
      session,
    }),
    [state, login, register, logout, updateUser, client, session],
  );

  return (
    <AuthContext.Provider value={value}>
      <ApiContext.Provider value={client}>{children}</ApiContext.Provider>
    </AuthContext.Provider>
  );
}

/** The auth state and actions. Throws outside `AuthProvider` (exact message, tests compare it). */
export function useAuthContext(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuthContext context must be use inside AuthProvider');
  return context;
}
