import type { TrackRecordMessages } from './en';

export const fr = {
  title: 'Historique des performances',
  intro:
    'Chaque trade clôturé depuis le premier, en R (le risque pris sur le trade). Les trades ouverts comptent une fois clôturés ; leurs prix ne sont jamais affichés ici.',
  history: 'Un historique vérifiable par tous',
  historyIntro:
    'Chaque événement de trade est chaîné au précédent par un hachage SHA-256. Réécrire, supprimer ou réordonner un événement passé change tous les hachages suivants. La vérification ci-dessous recalcule toute la chaîne dans votre navigateur.',
  head: 'Tête de la chaîne :',
  verify: 'Vérifier l’historique',
  reading: 'Lecture de l’historique auprès du serveur…',
  checking: 'Recalcul de {{events}} événements…',
  readFailed: 'L’historique n’a pas pu être lu ; il n’a donc pas été vérifié.',
  verified: 'Vérifié : {{count}} événements recalculés jusqu’à la tête en {{ms}} ms.',
  broken: 'La chaîne ne tient pas à l’événement {{id}}.',
  brokenHead: 'La chaîne recalculée n’atteint pas la tête publiée.',
  dayHeads: 'Tête de chaque jour',
  day: 'Jour',
  event: 'Dernier événement',
  hash: 'Hachage',
} satisfies TrackRecordMessages;
