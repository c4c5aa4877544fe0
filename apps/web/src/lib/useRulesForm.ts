import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checked } from './checkRules';
import { applyServerErrors } from './serverErrors';

export interface RulesFormOptions<V> {
  /** The fields' names, in the form's order (the first invalid one gets the focus). */
  fields: ReadonlyArray<keyof V & string>;
  /** Starts loading the rules (the first focus, press or input in the form). */
  load: () => Promise<unknown>;
  /** Checks the fields' values with the rules, loading them if they have not arrived yet. */
  check: (values: Record<keyof V & string, string>) => Promise<Checked<V>>;
  /**
   * Sends the valid values; `showError` puts a message (an i18n key or a server's text) at a
   * field, `showServerErrors` the field errors of a failed call at the form's fields (true when
   * it showed any).
   */
  send: (
    values: V,
    form: HTMLFormElement,
    showError: (name: string, message: string) => void,
    showServerErrors: (failure: unknown) => boolean,
  ) => Promise<void>;
}

/**
 * A form of plain (uncontrolled) fields whose rules load lazily: the fields work from the first
 * render and keep what was typed before the rules arrived; the rules start loading with the
 * first focus, press or input in the form, and a submit waits for them. The form is checked on
 * submit, then each field again as it is changed, so a corrected field loses its message.
 */
export function useRulesForm<V>({ fields, load, check, send }: RulesFormOptions<V>) {
  type Field = keyof V & string;
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const submitted = useRef(false);

  const valuesOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')])) as Record<
      Field,
      string
    >;
  };
  const showError = (name: string, message: string) =>
    setErrors((current) => ({ ...current, [name]: message }));
  const showServerErrors = (failure: unknown) =>
    applyServerErrors<V>(failure, (name, { message }) => showError(name, message), fields);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    setSending(true);
    try {
      const result = await check(valuesOf(form));
      if ('errors' in result) {
        setErrors(result.errors);
        const first = fields.find((name) => result.errors[name]);
        if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      await send(result.values, form, showError, showServerErrors);
    } finally {
      setSending(false);
    }
  };

  // After a submit, a changed field is checked again (its message, or none).
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const name = (event.target as { name?: string }).name as Field | undefined;
    if (!submitted.current || !name || !fields.includes(name)) return;
    void check(valuesOf(form)).then((result) =>
      setErrors((current) => ({
        ...current,
        [name]: 'errors' in result ? result.errors[name] : undefined,
      })),
    );
  };

  const start = () => void load();
  /** The field's translated message, if it has one. */
  const message = (name: Field) => {
    const key = errors[name];
    return key ? t(key, { defaultValue: key }) : undefined;
  };

  return {
    /** Props of the `<form>`. */
    form: {
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onInput,
      onFocus: start,
      onPointerDown: start,
    },
    /** True while the form is being checked and sent. */
    sending,
    /** Props of the field's `TextField`: its name, and its message (else `hint`) marking it invalid. */
    field: (name: Field, hint?: string) => {
      const text = message(name);
      return { name, error: !!text, helperText: text ?? hint };
    },
    /** Forgets the messages and the submit (after a form was sent and emptied). */
    reset: () => {
      submitted.current = false;
      setErrors({});
    },
  };
}
