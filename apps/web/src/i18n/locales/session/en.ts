import type { Catalogue } from '../en';

// English is the reference catalogue of account recovery and session screens: fr and ar must
// have exactly these keys (checked by i18n.test.ts). It loads with those screens' code, under
// the key `session`.
export const en = {
  forgotTitle: 'Forgot your password?',
  forgotText:
    'Enter the e-mail address of your account and we will send you a link to set a new password.',
  sendLink: 'Send the link',
  sentTitle: 'Check your e-mail',
  sentText:
    'If an account exists for {{email}}, a link to set a new password is on its way. It works once and expires soon.',
  resetTitle: 'Set a new password',
  resetText: 'Choose a new password. Every device signed in to your account will be signed out.',
  newPassword: 'New password',
  confirmPassword: 'Repeat the new password',
  passwordsDiffer: 'The two passwords are not the same.',
  submitReset: 'Set the new password',
  resetDone: 'Your new password is set. Sign in with it.',
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
  askAgain: 'Send a new link',
  backToSignIn: 'Back to sign in',
  signOutAllTitle: 'Sign out of all devices?',
  signOutAllText:
    'Every browser and app signed in to your account, this one included, will be signed out and will need your password again.',
  signOutAllConfirm: 'Sign out everywhere',
};

/** The shape every language of this bundle has. */
export type SessionMessages = Catalogue<typeof en>;
