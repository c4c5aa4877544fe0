import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, paginationRange } from './Pagination';

describe('paginationRange', () => {
  it('shows every page when there are few', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 1)).toEqual([1]);
  });

  it('puts gaps around the siblings of the current page', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });
});

describe('Pagination', () => {
  it('is uncontrolled by default and disables previous on the first page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination count={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('only asks for a change when controlled', async () => {
    const onPageChange = vi.fn();
    render(<Pagination count={3} page={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });
});
