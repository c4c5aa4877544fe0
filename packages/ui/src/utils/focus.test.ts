import { focusElement, isFocusLost } from './focus';

describe('focusElement', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('lends tabindex="-1" to an element that cannot take focus, until it loses focus', () => {
    document.body.innerHTML = '<main>page</main><button type="button">next</button>';
    const main = document.querySelector('main')!;
    expect(focusElement(main)).toBe(true);
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    document.querySelector('button')!.focus();
    expect(main).not.toHaveAttribute('tabindex');
  });

  it('leaves a focusable element as it is and refuses a detached or missing one', () => {
    document.body.innerHTML = '<button type="button" tabindex="0">ok</button>';
    const button = document.querySelector('button')!;
    expect(focusElement(button)).toBe(true);
    expect(button).toHaveAttribute('tabindex', '0');
    expect(focusElement(document.createElement('button'))).toBe(false);
    expect(focusElement(null)).toBe(false);
  });
});

describe('isFocusLost', () => {
  it('is true on <body> and false on a focused control', () => {
    document.body.innerHTML = '<button type="button">b</button>';
    (document.activeElement as HTMLElement | null)?.blur();
    expect(isFocusLost()).toBe(true);
    document.querySelector('button')!.focus();
    expect(isFocusLost()).toBe(false);
  });
});
