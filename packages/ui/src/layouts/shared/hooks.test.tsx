import { act, renderHook } from '@testing-library/react';
import { useRouteDrawer } from './hooks';

describe('useRouteDrawer', () => {
  it('closes the drawer when the route changes', () => {
    const { result, rerender } = renderHook(({ path }) => useRouteDrawer(path), {
      initialProps: { path: '/dashboard' },
    });
    expect(result.current.open).toBe(false);
    act(() => result.current.onOpen());
    expect(result.current.open).toBe(true);
    rerender({ path: '/dashboard/trades' });
    expect(result.current.open).toBe(false);
    act(() => result.current.onOpen());
    act(() => result.current.onClose());
    expect(result.current.open).toBe(false);
  });
});
