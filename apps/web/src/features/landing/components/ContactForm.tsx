import { useSendContact } from '@finfree/core/react';
import { Alert, Button, Stack, TextField, notify } from '@finfree/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, errorText } from '../../../lib/serverErrors';
import type { ContactField } from './contactSchema';

const fields: ContactField[] = ['name', 'email', 'subject', 'message'];

/** The rules load with the first focus in the form (or at the latest on submit). */
const loadRules = () => import('./contactSchema');

function valuesOf(form: HTMLFormElement): Record<ContactField, string> {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')])) as Record<
    ContactField,
    string
  >;
}

/**
 * The contact form; posts to `POST /contact`. Its fields are plain (uncontrolled) fields, so the
 * form is complete in the page's HTML, works with the first keystroke and keeps what the
 * visitor typed before the app took over the page. The rules are checked on submit, then again
 * as the visitor corrects a field.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContact();
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const check = async (form: HTMLFormElement) => (await loadRules()).checkContact(valuesOf(form));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setSending(true);
    try {
      const result = await check(form);
      if ('errors' in result) {
        setErrors(result.errors);
        const first = fields.find((name) => result.errors[name]);
        if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      await send.mutateAsync(result.values);
      form.reset();
      setSubmitted(false);
      notify.success(t('landing.contactSent'));
    } catch (error) {
      const shown = applyServerErrors<Record<ContactField, string>>(error, (name, { message }) =>
        setErrors((current) => ({ ...current, [name]: message })),
      );
      if (!shown) notify.error(errorText(error, t('common.somethingWentWrong')));
    } finally {
      setSending(false);
    }
  };

  // After a submit, each change checks the form again, so a corrected field loses its message.
  const onInput = () => {
    if (!submitted || !formRef.current) return;
    const form = formRef.current;
    void check(form).then((result) => setErrors('errors' in result ? result.errors : {}));
  };

  const message = (name: ContactField) => {
    const key = errors[name];
    return key ? t(key, { defaultValue: key }) : undefined;
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onInput={onInput}
      onFocus={() => void loadRules()}
      style={{ maxWidth: 640 }}
      aria-labelledby="contact-us-title"
    >
      <Stack gap={2}>
        {send.isSuccess ? <Alert severity="success">{t('landing.contactSent')}</Alert> : null}
        <TextField
          name="name"
          label={t('landing.contactName')}
          autoComplete="name"
          required
          error={!!errors.name}
          helperText={message('name')}
        />
        <TextField
          name="email"
          label={t('landing.contactEmail')}
          type="email"
          autoComplete="email"
          required
          error={!!errors.email}
          helperText={message('email')}
        />
        <TextField
          name="subject"
          label={t('landing.contactSubject')}
          required
          error={!!errors.subject}
          helperText={message('subject')}
        />
        <TextField
          name="message"
          label={t('landing.contactMessage')}
          multiline
          rows={5}
          required
          error={!!errors.message}
          helperText={message('message')}
        />
        <div>
          <Button type="submit" loading={sending}>
            {t('landing.contactSend')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
