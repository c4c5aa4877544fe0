import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, linkColors, linkUnderlines } from './Link';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#pricing', children: 'See pricing' },
  argTypes: optionArgTypes({ underline: linkUnderlines, color: linkColors }),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See pricing' });
    await expect(link).toHaveAttribute('href', '#pricing');
    await expect(link).not.toHaveAttribute('rel');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const External: Story = {
  args: { href: 'https://example.com/help', children: 'Help centre', rel: 'author' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Help centre' });
    await expect(link.getAttribute('rel')?.split(' ').sort()).toEqual([
      'author',
      'noopener',
      'noreferrer',
    ]);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Stands in for a router link: takes `to` and navigates in the app. */
const FakeRouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; onNavigate: (to: string) => void }
>(function FakeRouterLink({ to, onNavigate, children, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={to}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
});

const onNavigate = fn();

export const WithRouterLink: Story = {
  render: () => (
    <Link as={FakeRouterLink} to="/dashboard" onNavigate={onNavigate} underline="always">
      Dashboard
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Dashboard' });
    await expect(link).toHaveAttribute('href', '/dashboard');
    await expect(link).toHaveAttribute('data-component', 'Link');
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/dashboard');
  },
};

export const Colors: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {linkColors.map((color) => (
        <Link key={color} href="#x" color={color}>
          {color}
        </Link>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(linkColors.length);
  },
};

export const ColorsLight: Story = { ...Colors, globals: { mode: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'الأسعار' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'الأسعار' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
