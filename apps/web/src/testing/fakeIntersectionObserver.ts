import { afterEach, beforeEach, vi } from 'vitest';

type Report = (entries: { isIntersecting: boolean }[]) => void;

/**
 * Puts a stand-in `IntersectionObserver` in place for each test of the calling file (and the real
 * one back after it). The stand-in records the options of each observer created; `report(...)`
 * calls the last observer's callback, as the browser does when the element's visibility changes.
 */
export function fakeIntersectionObserver() {
  const original = globalThis.IntersectionObserver;
  let callback: Report = () => undefined;
  const fake = {
    options: [] as unknown[],
    disconnect: vi.fn(),
    report: (entries: { isIntersecting: boolean }[]) => callback(entries),
  };
  beforeEach(() => {
    fake.options.length = 0;
    fake.disconnect.mockClear();
    globalThis.IntersectionObserver = class {
      constructor(report: Report, init: unknown) {
        callback = report;
        fake.options.push(init);
      }
      observe() {}
      disconnect = fake.disconnect;
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });
  return fake;
}
