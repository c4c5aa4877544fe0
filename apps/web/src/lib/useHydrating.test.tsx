import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { usePrerenderedQuery, useHydrating } from './useHydrating';

function Probe() {
  const hydrating = useHydrating();
  const query = usePrerenderedQuery({ data: 'ready', isPending: false, isError: false });
  return <p>{`${String(hydrating)} ${query.isPending ? 'pending' : String(query.data)}`}</p>;
}

describe('useHydrating', () => {
  it('is true when rendered on the server, where queries look pending', () => {
    expect(renderToString(<Probe />)).toContain('true pending');
  });

  it('is false in a browser render, where queries show their data', () => {
    render(<Probe />);
    expect(screen.getByText('false ready')).toBeInTheDocument();
  });

  it('hydrates the server markup without a mismatch, then shows the data', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(container.textContent).toBe('false ready');
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
