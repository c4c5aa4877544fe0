import { render, screen } from '@testing-library/react';
import { Logo } from './Logo';

describe('Logo', () => {
  it('has the accessible name "Finfree"', () => {
    render(<Logo />);
    const logo = screen.getByRole('img', { name: 'Finfree' });
    expect(logo).toHaveAttribute('data-component', 'Logo');
    expect(logo).toHaveAttribute('viewBox', '0 0 48 48');
  });

  it('scales the width with the variant', () => {
    render(<Logo variant="full" size={48} />);
    const logo = screen.getByRole('img', { name: 'Finfree' });
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '48');
    expect(logo).toHaveTextContent('Finfree');
  });

  it('keeps the wordmark left to right inside an rtl page', () => {
    const { container } = render(
      <div dir="rtl">
        <Logo variant="full" />
      </div>,
    );
    const text = container.querySelector('[data-part="Wordmark"]');
    expect(text).toHaveAttribute('direction', 'ltr');
    expect(text).toHaveAttribute('unicode-bidi', 'isolate');
  });

  it('can be decorative next to a visible name', () => {
    const { container } = render(<Logo title="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
