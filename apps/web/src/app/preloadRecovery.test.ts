import { isChunkLoadError, preloadErrorPath, recoverFromPreloadError } from './preloadRecovery';

function fakeHistory() {
  let state: unknown = null;
  return {
    get state() {
      return state;
    },
    replaceState: (next: unknown) => {
      state = next;
    },
  };
}

describe('recoverFromPreloadError', () => {
  it('reports the path, reloads once, then goes to the 500 page', () => {
    const history = fakeHistory();
    const deps = { reload: vi.fn(), goTo500: vi.fn(), report: vi.fn(), history };
    expect(recoverFromPreloadError('/assets/Trades-1a2b.css', deps)).toBe('reload');
    expect(deps.report).toHaveBeenCalledWith('Unable to preload CSS for /assets/Trades-1a2b.css');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.goTo500).not.toHaveBeenCalled();

    // After the reload the same failure happens again: no second reload.
    expect(recoverFromPreloadError('/assets/Trades-1a2b.css', deps)).toBe('500');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.goTo500).toHaveBeenCalledTimes(1);
  });
});

describe('preloadErrorPath and isChunkLoadError', () => {
  it('extracts the file from Vite messages and recognises chunk failures', () => {
    expect(preloadErrorPath(new Error('Unable to preload CSS for /assets/a.css'))).toBe(
      '/assets/a.css',
    );
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
