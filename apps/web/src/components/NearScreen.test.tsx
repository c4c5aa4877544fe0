import { act, render, screen } from '@testing-library/react';
import { fakeIntersectionObserver } from '../testing/fakeIntersectionObserver';
import { NearScreen } from './NearScreen';

describe('NearScreen', () => {
  const observer = fakeIntersectionObserver();

  it('keeps a placeholder of the height until the place comes near, then renders the content', () => {
    const { container } = render(
      <NearScreen height={240}>
        <p>The table</p>
      </NearScreen>,
    );
    const place = container.firstElementChild as HTMLElement;
    expect(place.style.minHeight).toBe('240px');
    expect(screen.queryByText('The table')).toBeNull();
    expect(place.firstElementChild).toHaveAttribute('data-component', 'Skeleton');
    act(() => observer.report([{ isIntersecting: true }]));
    expect(screen.getByText('The table')).toBeInTheDocument();
    expect(place.style.minHeight).toBe('240px');
  });
});
