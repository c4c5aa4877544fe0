import { LazyToaster, MainLayoutHeader } from '@finfree/ui';
import { ContactForm } from '../features/landing/components/ContactForm';
import { usePublicHeader } from '../layouts/publicHeader';

// The public site's islands, in one module: the pages that have the contact form have the
// header too, and one file carries the design system's parts they share once.

/**
 * The public site's header: the phone's drawer (also where the browser has no invoker
 * commands), the header's shadow once scrolled, and the language menu, whose choice loads the
 * page again in that language.
 */
export function HeaderIsland() {
  return <MainLayoutHeader {...usePublicHeader({ reloadOnChoice: true })} />;
}

/** The landing page's contact form, with the toaster its answers are told in. */
export function ContactIsland() {
  return (
    <>
      <ContactForm />
      <LazyToaster />
    </>
  );
}
