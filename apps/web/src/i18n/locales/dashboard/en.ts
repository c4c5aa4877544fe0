import type { Catalogue } from '../en';

// The signed-in screens' texts (overview, notifications, billing banner, the lists' filters):
// English is the reference, fr and ar must have exactly these keys (i18n.test.ts). They load
// with the dashboard layout's code, at the top level of the catalogue (`t('dashboard.…')`,
// `t('lists.all')`), so none of them is in the first load of the public pages. The trades'
// texts are a bundle of their own (`locales/trades`).
export const en = {
  dashboard: {
    adminAccess:
      'You are an admin: you see every trade, open ones included, without a subscription.',
    greeting: 'Hello, {{name}}',
    subscription: 'Subscription',
    noSubscription: 'You are not subscribed. Subscribe to see open trades as they are published.',
    subscriptionActive: '{{plan}} — renews on {{date}}',
    subscriptionEnds: '{{plan}} — ends on {{date}}',
    subscriptionAwaitingBank:
      'Your renewal of {{plan}} waits for your bank’s confirmation. Your access continues until {{date}}.',
    subscriptionPastDue: 'Your last payment failed. Update your card to keep access.',
    seePlans: 'See plans',
    winRate: 'Win rate',
    totalPips: 'Total pips',
    profitFactor: 'Profit factor',
    closedTrades: 'Closed trades',
    equityCurve: 'Equity curve (R)',
    equitySummary: 'Cumulative result: {{r}} R after {{count}} closed trades.',
    latestTrades: 'Latest trades',
    seeAllTrades: 'See all trades',
    affiliateBalance: 'Affiliate balance',
    available: 'Available',
    pending: 'Pending',
  },
  notifications: {
    bell: 'Notifications',
    bellUnread: 'Notifications, {{count}} unread',
    title: 'Notifications',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    unread: 'Unread',
    empty: 'No notifications yet. New trades and their updates will appear here.',
    loadError: 'The notifications could not be loaded.',
    retry: 'Try again',
    membersOnly: 'Details for members',
  },
  billingBanner: {
    pastDue:
      'Your last renewal failed, so members-only trades are locked. Update your card to get access back.',
    updateCard: 'Update card',
    confirmTitle: 'Confirm your payment',
    confirmText:
      'Your bank asks you to confirm your renewal. Your access continues until {{date}}.',
    confirmTextNoDate: 'Your bank asks you to confirm your renewal.',
    confirmButton: 'Confirm payment',
    redirecting: 'Opening your bank’s page…',
    confirmed: 'Payment confirmed. Your membership continues.',
    confirmError: 'Your bank’s page could not be opened. Try again in a moment.',
    disputedTitle: 'Your bank disputed a payment',
    disputedText:
      'Your membership was paused because your bank reversed a payment to Finfree. If this was a mistake, ask your bank to withdraw the dispute, or contact us; you can also subscribe again.',
    contactUs: 'Contact us',
    seePlans: 'See plans',
  },
  lists: {
    all: 'All',
  },
};

/** The shape every language of this bundle has. */
export type DashboardMessages = Catalogue<typeof en>;
