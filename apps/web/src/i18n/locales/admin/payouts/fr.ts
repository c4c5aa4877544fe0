import type { Messages } from './en';

export const fr = {
  payouts: {
    intro:
      'Les demandes de retrait des membres, les plus anciennes d’abord : approuvez ou refusez chacune, puis marquez-la payée une fois l’argent envoyé.',
    totalPending: 'En attente',
    totalApproved: 'Approuvés, à verser',
    count: '{{count}} demandes',
    filterStatus: 'Filtrer par statut',
    caption: 'Retraits, les plus anciens d’abord',
    empty: 'Aucun retrait ici.',
    member: 'Membre',
    amount: 'Montant',
    method: 'Moyen et destination',
    status: 'Statut',
    requested: 'Demandé le',
    methods: {
      bank_transfer: 'Virement bancaire',
      paypal: 'PayPal',
      usdt: 'USDT',
    },
    actions: {
      approved: 'Approuver',
      rejected: 'Refuser',
      paid: 'Marquer versé',
      failed: 'Marquer échoué',
    },
    actionFor: {
      approved: 'Approuver {{amount}} pour {{name}}',
      rejected: 'Refuser {{amount}} pour {{name}}',
      paid: 'Marquer versés {{amount}} pour {{name}}',
      failed: 'Marquer échoués {{amount}} pour {{name}}',
    },
    confirmTitle: {
      approved: 'Approuver le retrait de {{name}}',
      rejected: 'Refuser le retrait de {{name}}',
      paid: 'Verser à {{name}}',
      failed: 'Marquer échoué le versement à {{name}}',
    },
    confirmText: {
      approved: 'Approuver {{amount}} pour {{name}}. L’argent part quand vous le marquez versé.',
      rejected: 'Refuser {{amount}} pour {{name}}. L’argent revient sur son solde disponible.',
      paid: 'Envoyer {{amount}} à {{name}} maintenant via le prestataire de paiement.',
      failed: 'Le versement de {{amount}} à {{name}} a échoué : l’argent revient sur son solde.',
    },
    sendTo: '{{method}} : {{destination}}',
    reason: 'Motif (montré au membre)',
    noteOptional: 'Note (facultative)',
    noteHint: 'Le membre voit cette note avec son retrait.',
    reasonRequired: 'Donnez un motif au membre.',
    done: {
      approved: '{{amount}} pour {{name}} approuvé.',
      rejected: '{{amount}} pour {{name}} refusé.',
      paid: '{{amount}} versé à {{name}}.',
      failed: '{{amount}} pour {{name}} marqué échoué.',
    },
  },
} satisfies Messages;
