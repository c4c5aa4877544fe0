import {
  captureFormState,
  keepOpenOverlay,
  replayPendingClick,
  replayPendingSubmit,
  restoreFormState,
} from './handoff';

function form(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prerender hand-off', () => {
  it('carries typed values, toggles and the caret of the focused field into the new markup', () => {
    const markup = `<form>
      <input name="email" type="text" />
      <input name="password" type="password" />
      <input name="remember" type="checkbox" />
      <textarea name="message"></textarea>
    </form>`;
    const before = form(markup);
    const email = before.querySelector<HTMLInputElement>('[name=email]')!;
    email.value = 'amira@example.com';
    before.querySelector<HTMLInputElement>('[name=password]')!.value = 'secret passphrase';
    before.querySelector<HTMLInputElement>('[name=remember]')!.checked = true;
    email.focus();
    email.setSelectionRange(5, 5);

    const state = captureFormState(before);
    before.remove();
    const after = form(markup);
    const seen: string[] = [];
    after.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).name));
    restoreFormState(after, state);

    const next = after.querySelector<HTMLInputElement>('[name=email]')!;
    expect(next.value).toBe('amira@example.com');
    expect(after.querySelector<HTMLInputElement>('[name=password]')!.value).toBe(
      'secret passphrase',
    );
    expect(after.querySelector<HTMLInputElement>('[name=remember]')!.checked).toBe(true);
    expect(after.querySelector('textarea')!.value).toBe('');
    // Input events (a click for the checkbox), so React sees the values.
    expect(seen).toEqual(['email', 'password', 'remember']);
    expect(document.activeElement).toBe(next);
    expect(next.selectionStart).toBe(5);
  });

  it('leaves untouched fields and pages without fields alone', () => {
    const before = form('<p>Nothing to type here</p><input name="q" value="preset" />');
    const state = captureFormState(before);
    expect(state).toEqual({ fields: [], focus: null });
    const after = form('<input name="q" value="preset" />');
    restoreFormState(after, state);
    expect(after.querySelector('input')!.value).toBe('preset');
  });
});

describe('a submit made before the app ran', () => {
  it('is submitted again, once, through the new markup', () => {
    form('<form id="other"></form>');
    const root = form('<form id="login"><input name="email" /></form>');
    const submitted: string[] = [];
    document.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push((event.target as HTMLFormElement).id);
    });
    document.documentElement.setAttribute('data-pending-submit', '1');
    replayPendingSubmit('data-pending-submit');
    expect(submitted).toEqual(['login']);
    expect(document.documentElement.hasAttribute('data-pending-submit')).toBe(false);
    replayPendingSubmit('data-pending-submit');
    expect(submitted).toEqual(['login']);
    root.remove();
  });

  it('presses once, through the app, the button pressed before the app listened', () => {
    const root = form('<button type="button">Language</button><button type="button">Menu</button>');
    const pressed: string[] = [];
    root.addEventListener('click', (event) =>
      pressed.push((event.target as HTMLElement).textContent!),
    );
    document.documentElement.setAttribute('data-pending-click', '1');
    replayPendingClick('data-pending-click');
    expect(pressed).toEqual(['Menu']);
    expect(document.documentElement.hasAttribute('data-pending-click')).toBe(false);
    replayPendingClick('data-pending-click');
    expect(pressed).toEqual(['Menu']);
  });

  it('presses a radio button chosen before the app listened, among the buttons', () => {
    const root = form(
      '<button type="button">Menu</button><label><input type="radio" name="i" value="month" checked>Monthly</label><label><input type="radio" name="i" value="year">Yearly</label>',
    );
    const changed: string[] = [];
    root.addEventListener('change', (event) =>
      changed.push((event.target as HTMLInputElement).value),
    );
    document.documentElement.setAttribute('data-pending-click', '2');
    replayPendingClick('data-pending-click');
    expect(changed).toEqual(['year']);
    expect(root.querySelector<HTMLInputElement>('input[value=year]')!.checked).toBe(true);
  });
});

describe('a drawer or menu the browser opened before the app ran', () => {
  afterEach(() => document.documentElement.removeAttribute('data-pending-click'));

  it('is kept as a press on its button when the page is rendered afresh', () => {
    const root = form(`<button>Before</button>
      <button commandfor="nav" command="show-modal">Menu</button>
      <dialog id="nav" open><button>Close</button></dialog>`);
    keepOpenOverlay(root, 'data-pending-click');
    expect(document.documentElement.getAttribute('data-pending-click')).toBe('1');
  });

  it("does not replace the visitor's own last press, and does nothing when all is closed", () => {
    const root = form(`<button>Before</button>
      <button commandfor="nav" command="show-modal">Menu</button>
      <dialog id="nav"><button>Close</button></dialog>`);
    keepOpenOverlay(root, 'data-pending-click');
    expect(document.documentElement.hasAttribute('data-pending-click')).toBe(false);
    root.querySelector('dialog')!.setAttribute('open', '');
    document.documentElement.setAttribute('data-pending-click', '0');
    keepOpenOverlay(root, 'data-pending-click');
    expect(document.documentElement.getAttribute('data-pending-click')).toBe('0');
  });
});
