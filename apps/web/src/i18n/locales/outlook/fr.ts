import type { OutlookMessages } from './en';

export const fr = {
  title: 'Perspectives de marché',
  intro:
    'La lecture hebdomadaire des marchés par nos analystes : les niveaux qu’ils surveillent, les scénarios qu’ils envisagent et les trades qui en découlent.',
  search: 'Rechercher dans les perspectives',
  searchPlaceholder: 'Un mot du titre ou du résumé',
  tags: 'Filtrer par étiquette',
  assetClasses: {
    forex: 'Forex',
    crypto: 'Crypto',
    indices: 'Indices',
    commodities: 'Matières premières',
    stocks: 'Actions',
  },
  loadError: 'Les perspectives n’ont pas pu être chargées.',
  empty: 'Aucune perspective pour l’instant',
  emptyText: 'La première perspective des analystes apparaîtra ici dès sa publication.',
  noMatch: 'Aucun article ne correspond',
  noMatchText: 'Essayez d’autres mots, ou une autre étiquette.',
  clearFilters: 'Effacer les filtres',
  pages: 'Pages des perspectives',
  edited: 'Modifié',
  editedOn: 'Modifié le {{date}}',
  byline: 'Par {{name}}',
  postTags: 'Étiquettes',
  back: 'Toutes les perspectives',
  postLoadError: 'Cet article n’a pas pu être chargé.',
  notFound: 'Cet article n’existe pas ou n’est plus publié.',
  locked: {
    title: 'Les perspectives complètes sont réservées aux membres',
    text: 'Abonnez-vous pour lire chaque perspective en entier, avec les trades dont elle parle.',
    seePlans: 'Voir les formules',
  },
  trades: {
    title: 'Les trades de cet article',
    loadError: 'Ce trade n’a pas pu être chargé.',
    open: 'Ouvrir dans Trades',
    openFor: 'Ouvrir dans Trades : {{symbol}}',
  },
} satisfies OutlookMessages;
