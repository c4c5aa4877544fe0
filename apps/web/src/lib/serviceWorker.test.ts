import { openPath, startServiceWorker } from './serviceWorker';

const origin = 'https://finfree.example';
const open = (url: unknown) => ({ type: 'finfree:open', url });

describe('openPath', () => {
  it('answers a dashboard path, with its query and hash', () => {
    expect(openPath(open('/dashboard/trades?trade=t1'))).toBe('/dashboard/trades?trade=t1');
    expect(openPath(open('/dashboard'))).toBe('/dashboard');
    expect(openPath(open('/dashboard?x=1'))).toBe('/dashboard?x=1');
    expect(openPath(open('/dashboard/one#alerts'))).toBe('/dashboard/one#alerts');
  });

  it('ignores other origins, other paths, full URLs and other messages', () => {
    for (const url of [
      'https://evil.example/dashboard/trades',
      '//evil.example/dashboard',
      '\\\\evil.example/dashboard',
      'javascript:alert(1)//dashboard',
      'data:text/html,<p>/dashboard',
      '/',
      '/pricing',
      '/dashboards',
      '/v1/dashboard',
      `${origin}/dashboard`,
      'dashboard/trades',
      ' /dashboard',
    ])
      expect(openPath(open(url)), url).toBeUndefined();
    expect(openPath({ type: 'other', url: '/dashboard' })).toBeUndefined();
    expect(openPath(open(42))).toBeUndefined();
    expect(openPath(null)).toBeUndefined();
    expect(openPath(undefined)).toBeUndefined();
    expect(openPath('finfree:open')).toBeUndefined();
  });
});

describe('startServiceWorker', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  function fakeContainer() {
    const container = Object.assign(new EventTarget(), {
      register: vi.fn(() => Promise.resolve({})),
    });
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    return container;
  }
  const message = (data: unknown, port = { postMessage: vi.fn() }) =>
    Object.assign(new Event('message'), { data, ports: [port] });

  it('registers /sw.js once the page is idle, follows the worker’s valid open messages and says so', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const container = fakeContainer();
    const navigate = vi.fn();
    const stop = startServiceWorker(navigate);

    expect(container.register).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(container.register).toHaveBeenCalledWith('/sw.js');

    const answer = { postMessage: vi.fn() };
    const ignored = { postMessage: vi.fn() };
    container.dispatchEvent(message(open('/dashboard/trades?trade=t9'), answer));
    container.dispatchEvent(message(open('https://evil.example/dashboard'), ignored));
    container.dispatchEvent(message(open('/auth/jwt/login')));
    container.dispatchEvent(message({ type: 'other', url: '/dashboard' }));
    expect(navigate.mock.calls).toEqual([['/dashboard/trades?trade=t9']]);
    // The worker hears that the tab showed it (and nothing of the ignored ones).
    expect(answer.postMessage).toHaveBeenCalledTimes(1);
    expect(ignored.postMessage).not.toHaveBeenCalled();
    // A message without a port (an older worker) is followed too.
    container.dispatchEvent(
      Object.assign(new Event('message'), { data: open('/dashboard'), ports: [] }),
    );
    expect(navigate).toHaveBeenLastCalledWith('/dashboard');

    stop?.();
    container.dispatchEvent(message(open('/dashboard')));
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('registers after a timeout where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const container = fakeContainer();
    startServiceWorker(vi.fn());
    expect(container.register).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it('does nothing without service workers', () => {
    expect('serviceWorker' in navigator).toBe(false);
    expect(startServiceWorker(vi.fn())).toBeUndefined();
  });
});
