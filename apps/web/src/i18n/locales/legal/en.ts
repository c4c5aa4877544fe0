import type { Catalogue } from '../en';

// The privacy statement and the risk warning (English is the reference; fr and ar have exactly
// these keys, i18n.test.ts). They load with those two pages, under the key `legal`.
export const en = {
  privacyTitle: 'Privacy statement',
  privacyUpdated: 'Last updated: 21 November 2026',
  privacy: {
    whoTitle: 'Who we are',
    who: 'Finfree runs this website and the member dashboard. This statement explains what we store about you, where, why and for how long.',
    whatTitle: 'What we store',
    what: "Your name, e-mail address, optional profile photo address, a hash of your password (never the password itself), your role, your subscription and payment history, your referral code and the people you referred. For cards we keep only the brand, the last four digits and the expiry date; card numbers are entered in our payment provider's form and never reach our servers.",
    browserTitle: 'What your browser stores',
    browser:
      "While you are signed in, your browser's session storage holds your access token and your user profile; both are removed when you sign out or close the tab. Local storage holds your display settings and your chosen language. We use no advertising or tracking cookies. If you arrive through a member's referral link, our server sets one first-party cookie, finfree_ref, holding only that referral code and the time of your visit, so that the member who referred you first is credited if you sign up within 30 days; scripts cannot read it, and it is deleted when you sign up or after 30 days.",
    whyTitle: 'Why',
    why: 'To run your account, to give members access to trades, to take payments and pay referral commissions, to answer your messages and to keep the service secure (for example, limiting repeated sign-in attempts).',
    howLongTitle: 'For how long',
    howLong:
      'Account data is kept while your account is open and deleted within 30 days of closing it, except payment and commission records, which we must keep for 7 years for accounting. Contact messages are kept for 12 months.',
    rightsTitle: 'Your rights',
    rights:
      'You can see, correct, export or delete your data: update your profile in the dashboard, or write to us through the contact form.',
  },
  riskTitle: 'Risk warning and terms of service',
  risk: {
    riskTitle: 'Trading is risky',
    risk: 'Trading foreign exchange, cryptocurrencies, indices and leveraged products carries a high level of risk and may not be suitable for everyone. You can lose some or all of the money you invest. Never trade money you cannot afford to lose.',
    adviceTitle: 'No investment advice',
    advice:
      'The trades, analysis and statistics on Finfree are for education and information only. They are not investment advice or a recommendation to buy or sell anything. Past results do not guarantee future results.',
    termsTitle: 'Terms of service',
    terms:
      'Membership is personal: do not share your account or republish members-only content. Subscriptions renew at the end of each period until cancelled; cancelling stops the next renewal. Referral commissions are paid only for genuine referrals; self-referral is not allowed. We may suspend accounts that break these terms.',
    liabilityTitle: 'Liability',
    liability:
      'You alone decide whether to place a trade. Finfree is not liable for losses that result from acting on information published here.',
  },
};

/** The shape every language of this bundle has. */
export type LegalMessages = Catalogue<typeof en>;
