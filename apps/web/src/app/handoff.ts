/**
 * The hand-off from a prerendered page to the live app. The app renders over the prerendered
 * markup (src/main.tsx); whatever the visitor already did there must survive it: text typed
 * into fields, the focused field and its caret. Fields are matched by `name` (else `id`).
 */
import { PENDING_CLICK_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE } from './bootIds';
import { PRESSABLE_SELECTOR } from '../prerender/headScript';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldState {
  key: string;
  value: string;
  checked: boolean;
}

/** What {@link captureFormState} saw, for {@link restoreFormState}. */
export interface FormState {
  fields: FieldState[];
  focus: { key: string; start: number | null; end: number | null } | null;
}

const keyOf = (field: Field) => field.name || field.id;

const fieldsIn = (root: ParentNode) =>
  [...root.querySelectorAll<Field>('input, textarea, select')].filter((field) => keyOf(field));

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Records the fields the visitor changed and the focused field inside `root`. */
export function captureFormState(root: ParentNode, doc: Document = document): FormState {
  const fields = fieldsIn(root)
    .filter((field) =>
      isToggle(field)
        ? field.checked !== field.defaultChecked
        : field instanceof HTMLSelectElement
          ? field.selectedIndex > 0
          : field.value !== field.defaultValue,
    )
    .map((field) => ({
      key: keyOf(field),
      value: field.value,
      checked: isToggle(field) && field.checked,
    }));
  const active = doc.activeElement;
  const focused =
    active && root.contains(active) && fieldsIn(root).includes(active as Field)
      ? (active as Field)
      : null;
  const caret = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement;
  let start: number | null = null;
  let end: number | null = null;
  if (caret) {
    try {
      start = focused.selectionStart;
      end = focused.selectionEnd;
    } catch {
      // Inputs without a caret (e.g. type=email in some browsers) throw here.
    }
  }
  return {
    fields,
    focus: focused ? { key: keyOf(focused), start, end } : null,
  };
}

/** Sets a field's value the way typing does, so React (and form libraries) see the change. */
function setValue(field: Field, value: string) {
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Puts the captured values and focus back into the fields of the same name in `root`. */
export function restoreFormState(root: ParentNode, state: FormState): void {
  const byKey = new Map(fieldsIn(root).map((field) => [keyOf(field), field]));
  for (const { key, value, checked } of state.fields) {
    const field = byKey.get(key);
    if (!field) continue;
    if (isToggle(field)) {
      if (field.checked !== checked) field.click();
    } else if (field.value !== value) {
      setValue(field, value);
    }
  }
  const focus = state.focus && byKey.get(state.focus.key);
  if (!focus || !state.focus) return;
  focus.focus();
  if (state.focus.start !== null && 'setSelectionRange' in focus) {
    try {
      focus.setSelectionRange(state.focus.start, state.focus.end ?? state.focus.start);
    } catch {
      // Not every input type has a caret.
    }
  }
}

/**
 * Submits, through the app, a form the visitor submitted before the app ran (the head script
 * cancelled it and kept its index in `document.forms` under `attribute`).
 */
export function replayPendingSubmit(attribute: string, doc: Document = document): void {
  const html = doc.documentElement;
  const pending = html.getAttribute(attribute);
  html.removeAttribute(attribute);
  if (pending === null) return;
  const form = doc.forms.item(Number(pending));
  form?.requestSubmit();
}

/**
 * Presses, through the app, a button (or radio button, checkbox) the visitor pressed before the
 * app listened (the head script kept its index among the page's {@link PRESSABLE_SELECTOR}
 * elements under `attribute`). Hydration has set a radio button or checkbox back to what the
 * app renders, so the press now changes it through the app.
 */
export function replayPendingClick(attribute: string, doc: Document = document): void {
  const html = doc.documentElement;
  const pending = html.getAttribute(attribute);
  html.removeAttribute(attribute);
  if (pending === null) return;
  const pressable = doc.querySelectorAll<HTMLButtonElement | HTMLInputElement>(PRESSABLE_SELECTOR);
  const pressed = pressable.item(Number(pending));
  if (pressed && !pressed.disabled) pressed.click();
}

/**
 * Carries out, through the page's script now running (the app or the islands), what the head
 * script kept: a form submitted, then a button pressed, before it listened.
 */
export function replayPending(doc: Document = document): void {
  replayPendingSubmit(PENDING_SUBMIT_ATTRIBUTE, doc);
  replayPendingClick(PENDING_CLICK_ATTRIBUTE, doc);
}

/**
 * A drawer or menu the browser opened before the app ran (the phone drawer's `<dialog>`, the
 * language menu's popover: their buttons need no app) is replaced, closed, when the app renders
 * the page afresh: its button is kept under `attribute` as a press for {@link replayPendingClick},
 * unless the visitor's last press is already kept there.
 */
export function keepOpenOverlay(root: ParentNode, attribute: string, doc: Document = document) {
  const html = doc.documentElement;
  if (html.hasAttribute(attribute)) return;
  let open: Element | null = root.querySelector('dialog[open]');
  try {
    open ??= root.querySelector(':popover-open');
  } catch {
    // A browser without popovers: nothing of the kind is open.
  }
  if (!open?.id) return;
  const id = CSS.escape(open.id);
  const opener = root.querySelector(`[commandfor="${id}"], [popovertarget="${id}"]`);
  const index = opener ? [...doc.querySelectorAll(PRESSABLE_SELECTOR)].indexOf(opener) : -1;
  if (index >= 0) html.setAttribute(attribute, String(index));
}
