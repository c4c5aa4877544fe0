import { Skeleton } from '@finfree/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Section } from './Section';

// The form (react-hook-form + zod) loads when the section comes near the screen, so the first
// load of the home page does not carry it.
const ContactForm = lazy(() => import('./ContactForm'));

const FORM_HEIGHT = 520;

/** The contact section; its form posts to `POST /contact`. */
export function Contact() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  // The first render is the placeholder on every path, as in the prerendered page (hydration
  // needs the same markup); on /contact-us the form starts loading right after it.
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    const element = anchor.current;
    if (pathname === '/contact-us' || !element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, pathname]);

  const placeholder = <Skeleton variant="rounded" height={FORM_HEIGHT} style={{ maxWidth: 640 }} />;
  return (
    <Section
      id="contact-us"
      title={t('landing.contactTitle')}
      intro={t('landing.contactText')}
      tone="neutral"
    >
      <div ref={anchor} style={{ minHeight: FORM_HEIGHT }}>
        {near ? <Suspense fallback={placeholder}>{<ContactForm />}</Suspense> : placeholder}
      </div>
    </Section>
  );
}
