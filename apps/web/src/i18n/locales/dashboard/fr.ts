import type { DashboardMessages } from './en';

export const fr = {
  dashboard: {
    adminAccess:
      'Vous êtes administrateur : vous voyez tous les trades, y compris ceux en cours, sans abonnement.',
    greeting: 'Bonjour, {{name}}',
    subscription: 'Abonnement',
    noSubscription:
      "Vous n'êtes pas abonné. Abonnez-vous pour voir les trades ouverts dès leur publication.",
    subscriptionActive: '{{plan}} — renouvellement le {{date}}',
    subscriptionEnds: '{{plan}} — se termine le {{date}}',
    subscriptionAwaitingBank:
      'Le renouvellement de {{plan}} attend la confirmation de votre banque. Votre accès continue jusqu’au {{date}}.',
    subscriptionPastDue:
      'Votre dernier paiement a échoué. Mettez à jour votre carte pour garder l’accès.',
    seePlans: 'Voir les formules',
    winRate: 'Taux de réussite',
    totalPips: 'Pips au total',
    profitFactor: 'Facteur de profit',
    closedTrades: 'Trades clôturés',
    equityCurve: 'Courbe des gains (R)',
    equitySummary: 'Résultat cumulé : {{r}} R après {{count}} trades clôturés.',
    latestTrades: 'Derniers trades',
    seeAllTrades: 'Voir tous les trades',
    affiliateBalance: "Solde d'affiliation",
    available: 'Disponible',
    pending: 'En attente',
  },
  notifications: {
    bell: 'Notifications',
    bellUnread: 'Notifications, {{count}} non lues',
    title: 'Notifications',
    markAllRead: 'Tout marquer comme lu',
    markRead: 'Marquer comme lu',
    unread: 'Non lu',
    empty:
      'Aucune notification pour l’instant. Les nouveaux trades et leurs mises à jour apparaîtront ici.',
    loadError: 'Les notifications n’ont pas pu être chargées.',
    retry: 'Réessayer',
    membersOnly: 'Détails réservés aux membres',
  },
  billingBanner: {
    pastDue:
      'Votre dernier renouvellement a échoué : les trades réservés aux membres sont verrouillés. Mettez à jour votre carte pour retrouver l’accès.',
    updateCard: 'Mettre à jour la carte',
    confirmTitle: 'Confirmez votre paiement',
    confirmText:
      'Votre banque vous demande de confirmer votre renouvellement. Votre accès continue jusqu’au {{date}}.',
    confirmTextNoDate: 'Votre banque vous demande de confirmer votre renouvellement.',
    confirmButton: 'Confirmer le paiement',
    redirecting: 'Ouverture de la page de votre banque…',
    confirmed: 'Paiement confirmé. Votre abonnement continue.',
    confirmError: 'La page de votre banque n’a pas pu s’ouvrir. Réessayez dans un instant.',
    disputedTitle: 'Votre banque a contesté un paiement',
    disputedText:
      'Votre abonnement est suspendu car votre banque a annulé un paiement fait à Finfree. S’il s’agit d’une erreur, demandez à votre banque de retirer la contestation, ou contactez-nous ; vous pouvez aussi vous réabonner.',
    contactUs: 'Nous contacter',
    seePlans: 'Voir les formules',
  },
  lists: {
    all: 'Tous',
  },
} satisfies DashboardMessages;
