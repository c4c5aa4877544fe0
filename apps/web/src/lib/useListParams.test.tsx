import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { applyListParams, readPage, useListParams } from './useListParams';

describe('readPage', () => {
  it('reads a positive whole page, else 1', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x']) {
      expect(readPage(new URLSearchParams(bad))).toBe(1);
    }
  });
});

describe('applyListParams', () => {
  it('sets values and removes keys given null or an empty string, keeping the others', () => {
    const next = applyListParams(new URLSearchParams('status=open&page=2&trade=t1'), {
      status: 'closed',
      page: null,
      trade: '',
      side: 'buy',
    });
    expect(next.toString()).toBe('status=closed&side=buy');
  });
});

describe('useListParams', () => {
  function setup(initial: string) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[`/list${initial}`]}>{children}</MemoryRouter>
    );
    return renderHook(() => ({ list: useListParams(), location: useLocation() }), { wrapper });
  }

  it('reads the page and filters from the URL, and sets the page', () => {
    const { result } = setup('?page=4&status=open');
    expect(result.current.list.page).toBe(4);
    expect(result.current.list.search.get('status')).toBe('open');
    act(() => result.current.list.setPage(5));
    expect(result.current.location.search).toBe('?page=5&status=open');
  });

  it('applies each change to the latest parameters, so a later change never undoes an earlier one', () => {
    const { result } = setup('?page=4');
    const { update } = result.current.list;
    // Both calls use the `update` of the same render (a debounced filter does this).
    act(() => {
      update({ status: 'open', page: null });
      update({ trade: 't1' });
    });
    expect(result.current.location.search).toBe('?status=open&trade=t1');
    expect(result.current.list.page).toBe(1);
  });

  it('keeps a newer change when an update held from an earlier render runs later', () => {
    const { result } = setup('');
    const held = result.current.list.update;
    act(() => result.current.list.update({ side: 'buy' }));
    act(() => held({ symbol: 'EURUSD' }));
    expect(result.current.location.search).toBe('?side=buy&symbol=EURUSD');
  });
});
