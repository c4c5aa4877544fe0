import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyRoute, useRouteCodeLoading } from './lazyRoute';

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

function Loading() {
  return <span>{useRouteCodeLoading() ? 'loading code' : 'idle'}</span>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('lazyRoute', () => {
  it('renders the page at once once loaded (as hydration needs), and says while it loads', async () => {
    const module = deferred<{ Component: () => React.JSX.Element }>();
    const Route = lazyRoute(() => module.promise);
    expect(Route.loaded()).toBe(false);
    const preloaded = Route.load();
    render(<Loading />);
    // Loaded ahead (a link pointed at): nothing waits for it, so no progress is shown.
    await act(async () => undefined);
    expect(screen.getByText('idle')).toBeInTheDocument();
    // A navigation's render waits for it: now it shows.
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Route />
      </Suspense>,
    );
    await act(async () => undefined);
    expect(screen.getByText('loading code')).toBeInTheDocument();
    expect(Route.loaded()).toBe(false);
    await act(async () => {
      module.resolve({ Component: () => <h1>Trades</h1> });
      await preloaded;
    });
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(Route.loaded()).toBe(true);
    // Loaded: the first render is the page, with no fallback in between.
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Route />
      </Suspense>,
    );
    expect(screen.getAllByRole('heading', { name: 'Trades' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('a route whose render started the load shows it until the code arrives', async () => {
    const module = deferred<{ Component: () => React.JSX.Element }>();
    const Route = lazyRoute(() => module.promise);
    await act(async () => {
      render(
        <>
          <Loading />
          <Suspense fallback={<p>waiting</p>}>
            <Route />
          </Suspense>
        </>,
      );
    });
    expect(screen.getByText('loading code')).toBeInTheDocument();
    await act(async () => module.resolve({ Component: () => <h1>Plans</h1> }));
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('a module that fails to load reaches the boundary once, and a new load tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    let tries = 0;
    const Route = lazyRoute(() => {
      tries += 1;
      return tries === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/T.js'))
        : Promise.resolve({ Component: () => <h1>Loaded</h1> });
    });
    await act(async () => {
      render(
        <Catch>
          <Suspense fallback={<p>fallback</p>}>
            <Route />
          </Suspense>
        </Catch>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('dynamically imported module');
    // Rendering again does not fetch again in a loop; an explicit load (the next preload) does.
    expect(tries).toBe(1);
    await act(() => Route.load());
    expect(tries).toBe(2);
    render(<Route />);
    expect(screen.getByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
  });
});
