import type { Catalogue } from '../en';

// The public site's texts (landing, pricing, about, contact, footer; English is the reference;
// fr and ar have exactly these keys, i18n.test.ts). They load with the public pages' layout,
// under the key `landing`, so the dashboard and the sign-in page never carry them.
export const en = {
  heroTitle: 'Trade with a community of the financially free',
  heroText:
    'Follow every trade our analysts publish — entry, stop loss and take-profits — with the reasoning behind it, and a track record you can check.',
  heroCta: 'Join Finfree',
  seeTrackRecord: 'See the track record',
  featuresTitle: 'Everything a member needs',
  features: {
    signals: {
      title: 'Published trades',
      text: 'Forex, crypto and indices, with entry, stop loss and up to three take-profits.',
    },
    analysis: {
      title: 'The reasoning behind each trade',
      text: 'Every trade comes with its analysis and an append-only log of what happened.',
    },
    record: {
      title: 'An honest track record',
      text: 'Wins, losses and breakevens are all kept, with win rate, pips and R.',
    },
    affiliates: {
      title: 'Refer and earn',
      text: 'Share your link and earn a commission on the plans your friends buy.',
    },
  },
  trackRecordLink: 'See the full track record',
  trackRecordTitle: 'Track record (last 90 days)',
  winRate: 'Win rate',
  tradesCount: 'Trades',
  members: 'Members',
  pricingTitle: 'Plans',
  pricingText: 'Pick a plan. Cancel any time; access continues until the end of the period.',
  monthly: 'Monthly',
  yearly: 'Yearly',
  billingInterval: 'Billing interval',
  perMonth: '/ month',
  perYear: '/ year',
  mostPopular: 'Most popular',
  trialDays: '{{count}}-day free trial',
  choosePlan: 'Choose {{name}}',
  noPlans: 'No plans are on sale right now.',
  aboutTitle: 'About us',
  aboutText:
    'Finfree is a community of traders who publish their trades openly and learn from each other. We show every result, good or bad, so members can judge for themselves.',
  faqTitle: 'Frequently asked questions',
  faq: {
    q1: 'What do I get as a member?',
    a1: 'Every trade as it is published, open trades included, with its analysis, updates and statistics.',
    q2: 'Can I cancel?',
    a2: 'Yes. Cancel from your dashboard at any time; you keep access until the end of the period you paid for.',
    q3: 'Is this financial advice?',
    a3: 'No. Trades are shared for education. Read our risk warning before you trade.',
    q4: 'How does the referral programme work?',
    a4: 'Share your link. When someone you referred pays for a plan, you earn a commission you can withdraw.',
  },
  contactTitle: 'Contact us',
  contactText: 'Questions about plans or your account? Write to us.',
  contactName: 'Name',
  contactEmail: 'E-mail',
  contactSubject: 'Subject',
  contactMessage: 'Message',
  contactSubjectRequired: 'Enter a subject.',
  contactMessageRequired: 'Enter your message.',
  contactSend: 'Send message',
  contactSent: 'Thank you — your message has been sent.',
  footerRights: '© {{year}} Finfree. All rights reserved.',
  privacy: 'Privacy statement',
  riskWarning: 'Risk warning',
};

/** The shape every language of this bundle has. */
export type LandingMessages = Catalogue<typeof en>;
