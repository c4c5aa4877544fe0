import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { DirectionalIcon, Icon } from './Icon';
import * as icons from './icons';
import { ChevronRight, Menu, directionalIconNames, iconNames } from './icons';

describe('Icon', () => {
  it('is decorative by default and named with label', () => {
    const { container, rerender } = render(<Icon icon={Menu} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('data-component', 'Icon');
    rerender(<Icon icon={Menu} label="Open menu" size={32} />);
    const img = screen.getByRole('img', { name: 'Open menu' });
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img).toHaveAttribute('width', '32');
  });

  it('forwards ref and rest props', () => {
    const ref = createRef<SVGSVGElement>();
    render(<Icon ref={ref} icon={Menu} data-testid="i" className="extra" />);
    expect(ref.current).toBe(screen.getByTestId('i'));
    expect(screen.getByTestId('i').getAttribute('class')).toContain('extra');
  });

  it('DirectionalIcon marks itself for mirroring in rtl', () => {
    render(<DirectionalIcon icon={ChevronRight} data-testid="d" />);
    expect(screen.getByTestId('d')).toHaveAttribute('data-mirror', 'true');
  });

  it('every curated name is an exported icon component', () => {
    for (const name of [...iconNames, ...directionalIconNames]) {
      expect(icons[name], name).toBeTruthy();
    }
    expect(new Set(iconNames).size).toBe(iconNames.length);
  });

  it('names exactly the icons the set exports (the package index re-exports them all)', async () => {
    const exported = Object.keys(icons).filter((name) => /^[A-Z]/.test(name));
    expect([...exported].sort()).toEqual([...iconNames].sort());
    const pkg = await import('../../index');
    for (const name of iconNames) expect(pkg[name], name).toBe(icons[name]);
  });
});
