import { act, render, screen } from '@testing-library/react';
import { NearScreen } from './NearScreen';

describe('NearScreen', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('keeps a placeholder of the height until the place comes near, then renders the content', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    globalThis.IntersectionObserver = class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const { container } = render(
      <NearScreen height={240}>
        <p>The table</p>
      </NearScreen>,
    );
    const place = container.firstElementChild as HTMLElement;
    expect(place.style.minHeight).toBe('240px');
    expect(screen.queryByText('The table')).toBeNull();
    expect(place.firstElementChild).toHaveAttribute('data-component', 'Skeleton');
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('The table')).toBeInTheDocument();
    expect(place.style.minHeight).toBe('240px');
  });
});
