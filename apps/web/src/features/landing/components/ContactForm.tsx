import { sendContact } from '@finfree/core';
import { useApiClient } from '@finfree/core/react';
import { Alert, Button, Stack, TextField, notify } from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/serverErrors';
import { useRulesForm } from '../../../lib/useRulesForm';
import type { ContactField, ContactValues } from './contactSchema';

const fields: ContactField[] = ['name', 'email', 'subject', 'message'];

/** The rules load with the first focus or press in the form (or at the latest on submit). */
const loadRules = () => import('./contactSchema');

/**
 * The contact form; posts to `POST /contact`. Its fields are plain (uncontrolled) fields, so the
 * form is complete in the page's HTML, works with the first keystroke and keeps what the
 * visitor typed before the app took over the page. The rules are checked on submit, then again
 * as the visitor corrects a field.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [sent, setSent] = useState(false);
  const form = useRulesForm<ContactValues>({
    fields,
    load: loadRules,
    check: async (values) => (await loadRules()).checkContact(values),
    send: async (values, element, _showError, showServerErrors) => {
      setSent(false);
      try {
        await sendContact(client, values);
        setSent(true);
        element.reset();
        form.reset();
        notify.success(t('landing.contactSent'));
      } catch (error) {
        if (!showServerErrors(error))
          notify.error(errorText(error, t('common.somethingWentWrong')));
      }
    },
  });

  return (
    <form {...form.form} style={{ maxWidth: 640 }} aria-labelledby="contact-us-title">
      <Stack gap={2}>
        {sent ? <Alert severity="success">{t('landing.contactSent')}</Alert> : null}
        <TextField
          {...form.field('name')}
          label={t('landing.contactName')}
          autoComplete="name"
          required
        />
        <TextField
          {...form.field('email')}
          label={t('landing.contactEmail')}
          type="email"
          autoComplete="email"
          required
        />
        <TextField {...form.field('subject')} label={t('landing.contactSubject')} required />
        <TextField
          {...form.field('message')}
          label={t('landing.contactMessage')}
          multiline
          rows={5}
          required
        />
        <div>
          <Button type="submit" loading={form.sending}>
            {t('landing.contactSend')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
