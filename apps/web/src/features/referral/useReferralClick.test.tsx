import { ApiProvider } from '@finfree/core/react';
import type { ApiClient } from '@finfree/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { resetCountedReferralClicks, useReferralClick } from './useReferralClick';

function setup(post: ApiClient['post']) {
  const client = { post } as unknown as ApiClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client}>{children}</ApiProvider>
  );
  return wrapper;
}

afterEach(() => resetCountedReferralClicks());

describe('useReferralClick', () => {
  it('counts a referral code once per page load', () => {
    const post = vi.fn().mockResolvedValue({ data: null });
    const wrapper = setup(post);
    const first = renderHook(({ code }) => useReferralClick(code), {
      wrapper,
      initialProps: { code: 'AMIRA24' as string | null },
    });
    first.rerender({ code: 'AMIRA24' });
    renderHook(() => useReferralClick('AMIRA24'), { wrapper });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/affiliates/clicks', { code: 'AMIRA24' });
    first.rerender({ code: 'OTHER_1' });
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('sends nothing without a code or for text that cannot be a code, and swallows failures', async () => {
    const post = vi.fn().mockRejectedValue({ code: 429, message: 'Too many requests' });
    const wrapper = setup(post);
    for (const code of [null, '', 'not a code', 'x'.repeat(33), '<script>']) {
      renderHook(() => useReferralClick(code), { wrapper });
    }
    expect(post).not.toHaveBeenCalled();
    renderHook(() => useReferralClick('FRIEND10'), { wrapper });
    expect(post).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
