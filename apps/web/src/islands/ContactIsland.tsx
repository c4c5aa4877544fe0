import { LazyToaster } from '@finfree/ui';
import { ContactForm } from '../features/landing/components/ContactForm';

/** The landing page's contact form, with the toaster its answers are told in. */
export function ContactIsland() {
  return (
    <>
      <ContactForm />
      <LazyToaster />
    </>
  );
}
