import { render, screen } from '@testing-library/react';
import { Link, isExternalHref } from './Link';

describe('Link', () => {
  it('detects external hrefs by origin', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('//example.com/x')).toBe(true);
    expect(isExternalHref(`${window.location.origin}/x`)).toBe(false);
    expect(isExternalHref('/pricing')).toBe(false);
    expect(isExternalHref(undefined)).toBe(false);
  });

  it('adds rel="noopener noreferrer" when forced external', () => {
    render(
      <Link href="/terms" external>
        Terms
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
