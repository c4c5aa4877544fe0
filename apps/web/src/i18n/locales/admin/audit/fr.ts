import type { Messages } from './en';

export const fr = {
  audit: {
    intro:
      'Chaque action d’un administrateur — sur les trades, les membres, les formules, les publications d’analyse, les retraits, les affiliés et les tâches de fond — avec son auteur et sa date.',
    when: 'Quand',
    who: 'Qui',
    what: 'Quoi',
    target: 'Sur',
    change: 'Modification',
    filterActor: 'Administrateur',
    filterAction: 'Action',
    everyone: 'Tous les administrateurs',
    allActions: 'Toutes les actions',
    everyAction: 'Toute action : {{target}}',
    empty: 'Rien d’enregistré pour ces filtres.',
    targets: {
      trade: 'Trade',
      withdrawal: 'Retrait',
      plan: 'Formule',
      post: 'Publication d’analyse',
      user: 'Membre',
      affiliate: 'Affilié',
      job: 'Tâche de fond',
    },
    actions: {
      trade: {
        published: 'Trade publié',
        updated: 'Trade modifié',
        activated: 'Trade activé',
        tp_hit: 'Take-profit atteint',
        sl_moved: 'Stop loss déplacé',
        closed: 'Trade clôturé',
        cancelled: 'Trade annulé',
        note: 'Note ajoutée',
      },
      withdrawal: {
        approved: 'Retrait approuvé',
        rejected: 'Retrait refusé',
        paid: 'Retrait versé',
        failed: 'Retrait échoué',
        payout_failed: 'Versement refusé par le prestataire',
      },
      plan: {
        created: 'Formule créée',
        updated: 'Formule modifiée',
        archived: 'Formule archivée',
      },
      post: {
        created: 'Publication d’analyse créée',
        updated: 'Publication d’analyse modifiée',
        published: 'Publication d’analyse publiée',
        scheduled: 'Publication d’analyse programmée',
        unpublished: 'Publication d’analyse retirée',
        deleted: 'Publication d’analyse supprimée',
      },
      user: {
        updated: 'Rôle ou accès d’un membre modifié',
      },
      affiliate: {
        rate: 'Taux de commission fixé',
      },
      job: {
        retried: 'Tâche échouée relancée',
      },
    },
  },
  jobs: {
    title: 'Tâches de fond',
    intro:
      'Les e-mails et les travaux planifiés passent par des files. Une tâche dont chaque tentative a échoué attend ici d’être relancée.',
    queuesCaption: 'Files de tâches',
    failedCaption: 'Tâches échouées',
    queue: 'File',
    queued: 'En attente',
    active: 'En cours',
    failed: 'Échouées',
    failedAt: 'Échec le',
    attempts: 'Tentatives',
    lastError: 'Dernière erreur',
    actions: 'Actions',
    retry: 'Relancer',
    retryLabel: 'Relancer la tâche échouée {{queue}}',
    retried: 'La tâche {{queue}} est de nouveau en file.',
    noQueues: 'Aucune file de tâches.',
    noFailed: 'Aucune tâche échouée',
  },
} satisfies Messages;
