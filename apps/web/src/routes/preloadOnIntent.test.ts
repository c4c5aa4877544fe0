import { HOVER_INTENT_MS, preloadOnIntent } from './preloadOnIntent';

function page(html: string) {
  document.body.innerHTML = html;
  const preload = vi.fn();
  const uninstall = preloadOnIntent(preload);
  return { preload, uninstall };
}

const pointer = (type: string, target: Element, pointerType = 'mouse') =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType }));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('preloadOnIntent', () => {
  it('loads the code of a link pressed (finger or mouse) or focused, at once', () => {
    const { preload, uninstall } = page(
      '<a href="/dashboard/trades"><span>Trades</span></a><a href="/dashboard/plans">Plans</a>',
    );
    pointer('pointerdown', document.querySelector('span')!, 'touch');
    expect(preload).toHaveBeenLastCalledWith('/dashboard/trades');
    document.querySelector<HTMLAnchorElement>('a[href="/dashboard/plans"]')!.focus();
    expect(preload).toHaveBeenLastCalledWith('/dashboard/plans');
    uninstall();
  });

  it('loads it once a mouse has rested on the link, not when it passes over', () => {
    vi.useFakeTimers();
    const { preload, uninstall } = page('<a href="/pricing">Pricing</a><p>text</p>');
    const link = document.querySelector('a')!;
    pointer('pointerover', link);
    vi.advanceTimersByTime(HOVER_INTENT_MS - 10);
    pointer('pointerout', link);
    vi.advanceTimersByTime(100);
    expect(preload).not.toHaveBeenCalled();
    pointer('pointerover', link);
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(preload).toHaveBeenCalledWith('/pricing');
    uninstall();
  });

  it('leaves other sites, new tabs, downloads and what is not a link alone; uninstalls', () => {
    const { preload, uninstall } = page(
      `<a href="https://example.com/dashboard">x</a><a href="/a" target="_blank">y</a>
       <a href="/terms.pdf" download>z</a><button>b</button><a href="/dashboard">d</a>`,
    );
    for (const element of document.querySelectorAll('a:not([href="/dashboard"]), button'))
      pointer('pointerdown', element);
    expect(preload).not.toHaveBeenCalled();
    uninstall();
    pointer('pointerdown', document.querySelector('a[href="/dashboard"]')!);
    expect(preload).not.toHaveBeenCalled();
  });
});
