import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyNamed } from './lazyNamed';

describe('lazyNamed', () => {
  it('loads the module on first render and renders its named export', async () => {
    const load = vi.fn(async () => ({
      Greeting: ({ name }: { name: string }) => <p>Hello, {name}</p>,
    }));
    const Greeting = lazyNamed(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Amira" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello, Amira')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
