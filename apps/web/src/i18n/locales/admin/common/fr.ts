import type { Messages } from './en';

export const fr = {
  title: 'Administration',
  common: {
    actions: 'Actions',
    conflict:
      'Quelqu’un l’a modifié entre-temps ({{reason}}). Les données ont été rechargées : vérifiez puis réessayez.',
  },
} satisfies Messages;
