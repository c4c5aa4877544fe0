import type { NavMessages } from './en';

export const fr = {
  auditLog: 'Journal d’audit',
  home: 'Accueil',
  pricing: 'Tarifs',
  aboutUs: 'À propos',
  contactUs: 'Contact',
  overview: 'Aperçu',
  dashboard: 'Tableau de bord',
  trades: 'Trades',
  outlook: 'Perspectives de marché',
  affiliates: 'Affiliation',
  plans: 'Formules',
  payment: 'Paiement',
  management: 'Administration',
  members: 'Membres',
  tradesConsole: 'Console des trades',
  payouts: 'Versements',
  disputes: 'Litiges',
  connect: 'Connect',
  integrations: 'Intégrations',
  changelog: 'Nouveautés',
} satisfies NavMessages;
