/** Every route of the app; components link through these, never through literals. */
export const paths = {
  home: '/',
  pricing: '/pricing',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  privacy: '/privacy-statement',
  riskWarning: '/risk-warning',
  trackRecord: '/track-record',
  auth: {
    login: '/auth/jwt/login',
    register: '/auth/jwt/register',
    /** Asks for a reset link; with `?token=` sets the new password. */
    resetPassword: '/auth/jwt/reset-password',
  },
  dashboard: {
    root: '/dashboard',
    account: '/dashboard/one',
    trades: '/dashboard/trades',
    affiliates: '/dashboard/affiliates',
    plans: '/dashboard/pricing',
    payment: '/dashboard/payment',
    /** Telegram, Discord and the member's webhook; `?discord=` after Discord's consent. */
    connect: '/dashboard/connect',
    /** The analysts' market outlook (`?q=` search, `?tag=`, `?page=`); a post: `postPath` (features/outlook). */
    outlook: '/dashboard/outlook',
    group: {
      root: '/dashboard/group',
      trades: '/dashboard/group/five',
      payouts: '/dashboard/group/six',
      auditLog: '/dashboard/group/audit-log',
      disputes: '/dashboard/group/disputes',
      outlook: '/dashboard/group/outlook',
      integrations: '/dashboard/group/integrations',
    },
  },
  /** From an alert e-mail's link (`?token=`): stops e-mail alerts without signing in. */
  unsubscribe: '/unsubscribe',
  page403: '/403',
  page404: '/404',
  page500: '/500',
  /** Opens in a new tab; a static page shipped with the app. */
  changelog: '/changelog.html',
} as const;

/**
 * The `returnTo` a guest guard may honour: a same-origin path only (no scheme, no
 * protocol-relative `//host`, no backslash tricks). Anything else → null.
 */
export function safeReturnTo(
  value: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where an auth page sends a visitor once signed in: `returnTo` if safe, else the dashboard. */
export function afterSignIn(search: URLSearchParams): string {
  return safeReturnTo(search.get('returnTo')) ?? paths.dashboard.root;
}

/**
 * The login path with `returnTo` set to `pathname`; `signedOut` adds the note that the
 * session ended elsewhere.
 */
export function loginWithReturnTo(pathname: string, signedOut = false): string {
  const query = new URLSearchParams({ returnTo: pathname });
  if (signedOut) query.set('signedOut', '1');
  return `${paths.auth.login}?${query}`;
}
