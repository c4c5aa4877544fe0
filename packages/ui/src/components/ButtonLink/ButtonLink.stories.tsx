import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { ButtonLink } from './ButtonLink';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Primitives/ButtonLink',
  component: ButtonLink,
  args: { href: '#pricing', children: 'See plans' },
  argTypes: optionArgTypes({ variant: buttonVariants, size: buttonSizes }),
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See plans' });
    await expect(link).toHaveAttribute('href', '#pricing');
    await expect(link).toHaveAttribute('data-variant', 'contained');
  },
};

/** A router's link component plugs in through `as`. */
const FakeRouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function FakeRouterLink({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to} data-router-link="" {...rest}>
      {children}
    </a>
  );
});

export const WithRouterLink: Story = {
  render: () => (
    <ButtonLink as={FakeRouterLink} to="/auth/jwt/register" variant="outlined" size="large">
      Sign Up
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Sign Up' });
    await expect(link).toHaveAttribute('href', '/auth/jwt/register');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-size', 'large');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'عرض الخطط', variant: 'soft' },
};
