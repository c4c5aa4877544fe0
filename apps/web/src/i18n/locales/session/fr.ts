import type { SessionMessages } from './en';

export const fr = {
  forgotTitle: 'Mot de passe oublié ?',
  forgotText:
    'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  sendLink: 'Envoyer le lien',
  sentTitle: 'Consultez vos e-mails',
  sentText:
    'Si un compte existe pour {{email}}, un lien pour choisir un nouveau mot de passe est en route. Il ne sert qu’une fois et expire bientôt.',
  resetTitle: 'Choisir un nouveau mot de passe',
  resetText:
    'Choisissez un nouveau mot de passe. Tous les appareils connectés à votre compte seront déconnectés.',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Répétez le nouveau mot de passe',
  passwordsDiffer: 'Les deux mots de passe ne sont pas identiques.',
  submitReset: 'Enregistrer le mot de passe',
  resetDone: 'Votre nouveau mot de passe est enregistré. Connectez-vous avec.',
  linkInvalid: 'Ce lien a expiré ou a déjà servi. Demandez-en un nouveau.',
  askAgain: 'Recevoir un nouveau lien',
  backToSignIn: 'Retour à la connexion',
  signOutAllTitle: 'Se déconnecter de tous les appareils ?',
  signOutAllText:
    'Tous les navigateurs et applications connectés à votre compte, y compris celui-ci, seront déconnectés et devront saisir à nouveau votre mot de passe.',
  signOutAllConfirm: 'Tout déconnecter',
  alertPreferences: {
    retry: 'Réessayer',
    title: 'Notifications',
    intro:
      'Choisissez quels événements de trade vous parviennent, dans l’application et par e-mail.',
    event: 'Événement',
    inApp: 'Dans l’application',
    email: 'Par e-mail',
    emailMode: 'Envoi des e-mails',
    alert: 'Un e-mail par événement',
    digest: 'Un résumé quotidien',
    save: 'Enregistrer',
    saved: 'Vos choix de notifications ont été enregistrés.',
    loadError: 'Vos choix de notifications n’ont pas pu être chargés.',
    types: {
      published: 'Nouveau trade',
      activated: 'Trade activé',
      tp_hit: 'Take-profit atteint',
      sl_moved: 'Stop loss déplacé',
      closed: 'Trade clôturé',
      cancelled: 'Trade annulé',
      note: 'Notes',
    },
  },
  unsubscribe: {
    title: 'Arrêter les alertes par e-mail',
    text: 'Vous ne recevrez plus d’alertes de trade par e-mail. Les alertes dans l’application restent inchangées.',
    confirm: 'Arrêter les alertes par e-mail',
    done: 'C’est fait : vous ne recevrez plus d’alertes de trade par e-mail. Vous pouvez les réactiver dans Compte.',
    invalid:
      'Ce lien n’est pas valide. Utilisez le lien du dernier e-mail d’alerte, ou modifiez vos choix dans Compte.',
    missing: 'Cette page a besoin du lien d’un e-mail d’alerte.',
  },
  account: {
    title: 'Compte',
    profile: 'Profil',
    name: 'Nom',
    photoURL: 'URL de la photo',
    email: 'E-mail',
    saved: 'Votre profil a été enregistré.',
    changePassword: 'Changer le mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    passwordChanged: 'Votre mot de passe a été changé. Les autres appareils ont été déconnectés.',
    signOutAll: 'Se déconnecter de tous les appareils',
    signOutAllText: 'Met fin à toutes les sessions, y compris celle-ci.',
    photoInvalid: 'Saisissez une adresse https:// valide.',
  },
} satisfies SessionMessages;
