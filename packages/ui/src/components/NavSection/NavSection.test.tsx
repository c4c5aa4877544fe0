import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NavGroupData, NavLinkProps } from './types';
import { NavSectionVertical } from './NavSectionVertical';
import { filterNavByRole, isExternalLink, isItemActive } from './utils';

const data: NavGroupData[] = [
  {
    subheader: 'Overview',
    items: [
      { title: 'Dashboard', path: '/dashboard' },
      { title: 'Trades', path: '/dashboard/trades', info: '3' },
    ],
  },
  {
    subheader: 'Management',
    items: [
      {
        title: 'Admin',
        path: '/dashboard/group',
        roles: ['admin'],
        children: [
          { title: 'Members', path: '/dashboard/group' },
          { title: 'Payouts', path: '/dashboard/group/six' },
          { title: 'Secret', path: '/dashboard/group/secret', roles: ['owner'] },
        ],
      },
      { title: 'Changelog', path: 'https://example.com/changelog' },
      { title: 'Reports', path: '/dashboard/reports', disabled: true },
    ],
  },
];

describe('nav utils', () => {
  it('filters items by role recursively and drops empty groups', () => {
    const asUser = filterNavByRole(data, 'user');
    expect(asUser.map((g) => g.subheader)).toEqual(['Overview', 'Management']);
    expect(asUser[1]?.items.map((i) => i.title)).toEqual(['Changelog', 'Reports']);
    const asAdmin = filterNavByRole(data, 'admin');
    expect(asAdmin[1]?.items[0]?.children?.map((i) => i.title)).toEqual(['Members', 'Payouts']);
    expect(filterNavByRole([{ items: [{ title: 'X', path: '/x', roles: [] }] }], 'admin')).toEqual(
      [],
    );
  });

  it('marks a parent active for its descendants, never an external link', () => {
    const admin = data[1]!.items[0]!;
    expect(isItemActive(admin, '/dashboard/group/six')).toBe(true);
    expect(isItemActive(admin, '/dashboard/trades')).toBe(false);
    expect(isItemActive({ title: 'D', path: '/dashboard' }, '/dashboard/')).toBe(true);
    expect(isItemActive({ title: 'D', path: '/dashboard' }, '/dashboard/trades')).toBe(false);
    expect(isExternalLink('https://example.com')).toBe(true);
    expect(isItemActive({ title: 'E', path: 'https://x.y' }, 'https://x.y')).toBe(false);
  });
});

describe('NavSectionVertical', () => {
  it('marks the current page, toggles items with children and hides items by role', async () => {
    const { rerender } = render(<NavSectionVertical data={data} currentPath="/dashboard" />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const admin = screen.getByRole('button', { name: 'Admin' });
    expect(admin).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(admin);
    expect(screen.getByRole('link', { name: 'Payouts' })).toBeInTheDocument();
    // Another route that is not Admin's: the open item collapses.
    rerender(<NavSectionVertical data={data} currentPath="/dashboard/trades" />);
    expect(screen.getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-expanded', 'false');
    // Navigating into Admin's subtree opens it.
    rerender(<NavSectionVertical data={data} currentPath="/dashboard/group/six" />);
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('aria-current', 'page');
    rerender(<NavSectionVertical data={data} currentPath="/dashboard" currentRole="user" />);
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
  });

  it('collapses a group from its subheader', async () => {
    render(<NavSectionVertical data={data} currentPath="/dashboard" />);
    await userEvent.click(screen.getByRole('button', { name: 'Overview' }));
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Overview' }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('opens external links in a new tab, keeps disabled items inert, shows info', () => {
    render(<NavSectionVertical data={data} currentPath="/dashboard" />);
    const external = screen.getByRole('link', { name: 'Changelog' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
    expect(screen.getByText('Reports').closest('[data-part="Item"]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(screen.getByRole('link', { name: /Trades/ })).getByText('3')).toHaveAttribute(
      'data-part',
      'Info',
    );
  });

  it('renders internal links through the given LinkComponent with href and to', async () => {
    const seen: Array<Pick<NavLinkProps, 'href' | 'to'>> = [];
    function RouterLink({ href, to, children, className, onClick, ...rest }: NavLinkProps) {
      seen.push({ href, to });
      return (
        <a href={href} className={className} onClick={onClick} data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    render(<NavSectionVertical data={data} currentPath="/dashboard" LinkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-router', 'yes');
    expect(seen).toContainEqual({ href: '/dashboard/trades', to: '/dashboard/trades' });
    // External links never go through the router link.
    expect(screen.getByRole('link', { name: 'Changelog' })).not.toHaveAttribute('data-router');
  });
});
