import type { ChangeEvent } from 'react';

/** Props that bind a `TextField` to one key of a form's draft. */
export interface DraftTextProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText: string | undefined;
  fullWidth: true;
}

/** Props that bind a `Select` to one key of a form's draft. */
export interface DraftSelectProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  fullWidth: true;
}

/**
 * Binds the fields of a form kept as a draft of strings: `text(key)` gives a text field the
 * draft's value, its change, and the key's error message (else `hint`) below it; `select(key)`
 * gives a select the value and its change. Spread them into the field: `{...fields.text('name')}`.
 */
export function draftFields<D extends object>(
  draft: D,
  set: <K extends keyof D>(key: K, value: D[K]) => void,
  message: (key: keyof D & string) => string | undefined,
) {
  return {
    text: <K extends keyof D & string>(key: K, hint?: string): DraftTextProps => ({
      value: draft[key] as string,
      onChange: (event) => set(key, event.target.value as D[K]),
      error: !!message(key),
      helperText: message(key) ?? hint,
      fullWidth: true,
    }),
    select: <K extends keyof D & string>(key: K): DraftSelectProps => ({
      value: draft[key] as string,
      onChange: (event) => set(key, event.target.value as D[K]),
      fullWidth: true,
    }),
  };
}
