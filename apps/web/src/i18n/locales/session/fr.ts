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
} satisfies SessionMessages;
