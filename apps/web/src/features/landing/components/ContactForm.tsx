import { zodResolver } from '@hookform/resolvers/zod';
import { useSendContact } from '@finfree/core/react';
import { Alert, Button, Stack, TextField, notify } from '@finfree/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { emailRule, nameRule } from '../../../lib/validation';
import { applyServerErrors, errorText } from '../../../lib/serverErrors';

/** A required text field; `required` is the i18n key of its own "enter …" message. */
const text = (max: number, required: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: required, abort: true }), z.maxLength(max));

const schema = z.object({
  name: nameRule,
  email: emailRule,
  subject: text(200, 'landing.contactSubjectRequired'),
  message: text(5000, 'landing.contactMessageRequired'),
});
type ContactForm = z.infer<typeof schema>;

/** The contact form; posts to `POST /contact`. */
export default function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContact();
  const form = useForm<ContactForm>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      form.reset();
      notify.success(t('landing.contactSent'));
    } catch (error) {
      if (!applyServerErrors(error, form.setError))
        notify.error(errorText(error, t('common.somethingWentWrong')));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      style={{ maxWidth: 640 }}
      aria-labelledby="contact-us-title"
    >
      <Stack gap={2}>
        {send.isSuccess ? <Alert severity="success">{t('landing.contactSent')}</Alert> : null}
        <TextField
          label={t('landing.contactName')}
          autoComplete="name"
          required
          error={!!errors.name}
          helperText={message(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={t('landing.contactEmail')}
          type="email"
          autoComplete="email"
          required
          error={!!errors.email}
          helperText={message(errors.email?.message)}
          {...form.register('email')}
        />
        <TextField
          label={t('landing.contactSubject')}
          required
          error={!!errors.subject}
          helperText={message(errors.subject?.message)}
          {...form.register('subject')}
        />
        <TextField
          label={t('landing.contactMessage')}
          multiline
          rows={5}
          required
          error={!!errors.message}
          helperText={message(errors.message?.message)}
          {...form.register('message')}
        />
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('landing.contactSend')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
