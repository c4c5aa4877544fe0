import { isRetryable, loadErrorKey } from './loadError';

describe('loadErrorKey', () => {
  it('tells offline, no answer, server failure, not found and refused requests apart', () => {
    expect(loadErrorKey(new TypeError('Failed to fetch'), false)).toBe('common.loadError.offline');
    expect(loadErrorKey(new TypeError('Failed to fetch'), true)).toBe('common.loadError.network');
    expect(loadErrorKey({ code: 500, message: 'Internal' }, true)).toBe('errors.serverText');
    expect(loadErrorKey({ code: 503 }, false)).toBe('errors.serverText');
    expect(loadErrorKey({ code: 404 }, true)).toBe('common.loadError.notFound');
    expect(loadErrorKey({ code: 403 }, true)).toBe('common.loadError.request');
  });

  it('offers a retry unless the thing no longer exists', () => {
    expect(isRetryable({ code: 500 })).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable({ code: 404 })).toBe(false);
  });
});
