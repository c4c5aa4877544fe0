import { AuthContext, type AuthContextValue } from '@finfree/core/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionWatcher } from './SessionWatcher';

function setup(authenticated: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const logout = vi.fn(async () => undefined);
  const goTo = vi.fn();
  const auth = { authenticated, logout } as unknown as AuthContextValue;
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    </QueryClientProvider>
  );
  render(wrap(<SessionWatcher goTo={goTo} />));
  const fail = (key: string, error: unknown) =>
    queryClient
      .fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(error) })
      .catch(() => undefined);
  return { logout, goTo, fail };
}

describe('SessionWatcher', () => {
  it('signs out and goes to sign in when a read answers 401', async () => {
    const { logout, goTo, fail } = setup(true);
    await fail('me', { code: 401, message: 'Please authenticate' });
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(goTo).toHaveBeenCalledWith('/auth/jwt/login?returnTo=%2F&signedOut=1');
  });

  it('ignores other failures, and 401s while signed out', async () => {
    const signedIn = setup(true);
    await signedIn.fail('trades', { code: 500, message: 'Internal server error' });
    await signedIn.fail('plans', 'Something went wrong');
    const signedOut = setup(false);
    await signedOut.fail('me', { code: 401, message: 'Please authenticate' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(signedIn.logout).not.toHaveBeenCalled();
    expect(signedOut.logout).not.toHaveBeenCalled();
  });
});
