import { isRouteLoaded, preloadRoute } from './router';
import { paths } from './paths';

describe('isRouteLoaded', () => {
  it('is true once the code of every route of the path (layout and page) has arrived', async () => {
    expect(isRouteLoaded(paths.auth.register)).toBe(false);
    await preloadRoute(paths.auth.register);
    expect(isRouteLoaded(paths.auth.register)).toBe(true);
    // The sign-in page shares the layout but not the page.
    expect(isRouteLoaded(paths.auth.login)).toBe(false);
  }, 30_000);
});
