import { useTranslation } from 'react-i18next';
import { Island } from '../../../islands/Island';
import { ContactForm } from './ContactForm';
import { Section } from './Section';

/** The contact section; its form posts to `POST /contact`. */
export function Contact() {
  const { t } = useTranslation();
  return (
    <Section
      id="contact-us"
      title={t('landing.contactTitle')}
      intro={t('landing.contactText')}
      tone="neutral"
    >
      <Island name="contact">
        <ContactForm />
      </Island>
    </Section>
  );
}
