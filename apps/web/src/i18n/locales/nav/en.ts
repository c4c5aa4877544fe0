import type { Catalogue } from '../en';

// The navigation's names, under the key `nav` of the main catalogue. A module of its own so
// the dashboard's pre-rendered frame (built without the design system) can paint the
// management screens' titles, which are these names. English is the reference: fr and ar
// have exactly these keys.
export const en = {
  auditLog: 'Audit log',
  home: 'Home',
  pricing: 'Pricing',
  aboutUs: 'About us',
  contactUs: 'Contact us',
  overview: 'Overview',
  dashboard: 'Dashboard',
  trades: 'Trades',
  outlook: 'Market outlook',
  affiliates: 'Affiliates',
  plans: 'Plans',
  payment: 'Payment',
  management: 'Management',
  members: 'Members',
  tradesConsole: 'Trades console',
  outlookConsole: 'Outlook console',
  payouts: 'Payouts',
  disputes: 'Disputes',
  connect: 'Connect',
  integrations: 'Integrations',
  changelog: 'Changelog',
};

export type NavMessages = Catalogue<typeof en>;
