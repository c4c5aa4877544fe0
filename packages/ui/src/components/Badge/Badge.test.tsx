import { render, screen } from '@testing-library/react';
import { Badge, formatBadgeContent } from './Badge';

describe('Badge', () => {
  it('caps counts above max', () => {
    expect(formatBadgeContent(99)).toBe(99);
    expect(formatBadgeContent(100)).toBe('99+');
    expect(formatBadgeContent(12, 9)).toBe('9+');
    expect(formatBadgeContent('new')).toBe('new');
  });

  it('shows zero only with showZero', () => {
    const { container, rerender } = render(
      <Badge badgeContent={0}>
        <span>x</span>
      </Badge>,
    );
    const badge = () => container.querySelector('[data-part="Badge"]');
    expect(badge()).toHaveAttribute('data-invisible');
    rerender(
      <Badge badgeContent={0} showZero>
        <span>x</span>
      </Badge>,
    );
    expect(badge()).not.toHaveAttribute('data-invisible');
    expect(screen.getByText('0')).toBeInTheDocument();
  });
});
