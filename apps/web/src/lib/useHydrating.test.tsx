import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrating } from './useHydrating';

function Probe() {
  const hydrating = useHydrating();
  return <p>{hydrating ? 'as prerendered' : 'live'}</p>;
}

describe('useHydrating', () => {
  it('is true when rendered on the server', () => {
    expect(renderToString(<Probe />)).toContain('as prerendered');
  });

  it('is false in a browser render', () => {
    render(<Probe />);
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('hydrates the server markup without a mismatch, then renders live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(container.textContent).toBe('live');
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
