import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SECTION_SHOWN_ATTRIBUTE } from '../../prerender/headScript';
import { About } from './components/About';
import { Contact } from './components/Contact';
import { Faq } from './components/Faq';
import { Features } from './components/Features';
import { Hero } from './components/Hero';
import { Pricing } from './components/Pricing';
import { TrackRecord } from './components/TrackRecord';

/** Sections that have a path of their own: /pricing, /about-us and /contact-us. */
const sectionByPath: Record<string, string> = {
  '/pricing': 'pricing',
  '/about-us': 'about-us',
  '/contact-us': 'contact-us',
};

/**
 * The page's sections, in order. Each is hydrated on its own (a Suspense boundary): a
 * prerendered page's sections are hydrated and committed one after another, in tasks short
 * enough to leave the main thread to the visitor between them, instead of the whole page in
 * one commit.
 */
const sections = [Hero, Features, TrackRecord, Pricing, About, Faq, Contact];

/** The home page; on /pricing, /about-us and /contact-us it scrolls to that section. */
export function LandingPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    const html = document.documentElement;
    // Opened at this path, the page was shown at its section before the app ran (the head
    // script of a page that loads its app on first use): the visitor may have scrolled since.
    if (html.getAttribute(SECTION_SHOWN_ATTRIBUTE) === pathname) return;
    html.removeAttribute(SECTION_SHOWN_ATTRIBUTE);
    const id = sectionByPath[pathname];
    if (!id) return;
    const target = document.getElementById(id);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [pathname]);

  // A fixed list: each section's place is its key.
  return sections.map((Part, place) => (
    <Suspense key={place} fallback={null}>
      <Part />
    </Suspense>
  ));
}
