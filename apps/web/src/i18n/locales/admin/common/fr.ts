import type { Messages } from './en';

export const fr = {
  title: 'Administration',
  common: {
    withdrawalStatuses: {
      pending: 'En attente',
      approved: 'Approuvé',
      paid: 'Versé',
      rejected: 'Refusé',
      failed: 'Échoué',
      cancelled: 'Annulé',
    },
    actions: 'Actions',
    conflict:
      'Quelqu’un l’a modifié entre-temps ({{reason}}). Les données ont été rechargées : vérifiez puis réessayez.',
  },
} satisfies Messages;
