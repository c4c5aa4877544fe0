import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, paginationSizes } from './Pagination';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { count: 10, onPageChange: fn() },
  argTypes: optionArgTypes({ size: paginationSizes }),
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Go to page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Go to next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
  },
};

export const Small: Story = {
  args: { size: 'small', defaultPage: 4 },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('button', { name: 'Page 4' });
    await expect(current.getBoundingClientRect().height).toBe(26);
  },
};

export const Gaps: Story = {
  globals: { mode: 'light' },
  args: { defaultPage: 5 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    // 1 … 4 5 6 … 10: the gaps are hidden from screen readers.
    const pages = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter(Boolean);
    await expect(pages).toEqual(['1', '4', '5', '6', '10']);
    await expect(nav.querySelectorAll('[data-part="Ellipsis"][aria-hidden="true"]')).toHaveLength(
      2,
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Go to previous page' });
    const next = canvas.getByRole('button', { name: 'Go to next page' });
    // Previous is at the inline start: the right in rtl.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().left,
    );
  },
};
