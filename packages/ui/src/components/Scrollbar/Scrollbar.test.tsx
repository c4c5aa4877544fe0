import { render, screen } from '@testing-library/react';
import { isMobileDevice } from '../../hooks/useIsMobileDevice';
import { Scrollbar } from './Scrollbar';

function mockPointer(coarse: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('Scrollbar', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    vi.restoreAllMocks();
  });

  it('uses native scrolling on a coarse pointer', () => {
    mockPointer(true);
    expect(isMobileDevice()).toBe(true);
    render(<Scrollbar aria-label="List">x</Scrollbar>);
    expect(screen.getByRole('region', { name: 'List' })).toHaveAttribute('data-native', 'true');
  });

  it('uses native scrolling with a mobile user agent', () => {
    mockPointer(false);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    );
    expect(isMobileDevice()).toBe(true);
  });

  it('styles the scrollbar on desktop', () => {
    mockPointer(false);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
    );
    render(<Scrollbar aria-label="List">x</Scrollbar>);
    expect(screen.getByRole('region', { name: 'List' })).not.toHaveAttribute('data-native');
  });
});
