import { act, render, screen } from '@testing-library/react';
import { fakeIntersectionObserver } from '../testing/fakeIntersectionObserver';
import { useNearScreen } from './useNearScreen';

function Probe() {
  const [ref, near] = useNearScreen<HTMLDivElement>('10px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearScreen', () => {
  const observer = fakeIntersectionObserver();

  it('turns true once the element comes near the screen, and stays true', () => {
    const { options, report, disconnect } = observer;
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(options).toEqual([{ rootMargin: '10px' }]);
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('is true at once without IntersectionObserver', () => {
    // @ts-expect-error: a browser without it
    delete globalThis.IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
