import type { Catalogue } from '../en';

// English is the reference catalogue of the account page and the account recovery and session
// screens: fr and ar must have exactly these keys (checked by i18n.test.ts). It loads with those
// screens' code, under the key `session`.
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
  alertPreferences: {
    retry: 'Try again',
    title: 'Notifications',
    intro: 'Choose which trade events reach you, in the app and by e-mail.',
    event: 'Event',
    inApp: 'In the app',
    email: 'By e-mail',
    emailMode: 'E-mail delivery',
    alert: 'One e-mail per event',
    digest: 'A daily digest',
    save: 'Save',
    saved: 'Your notification choices were saved.',
    loadError: 'Your notification choices could not be loaded.',
    types: {
      published: 'New trade',
      activated: 'Trade activated',
      tp_hit: 'Take-profit hit',
      sl_moved: 'Stop loss moved',
      closed: 'Trade closed',
      cancelled: 'Trade cancelled',
      note: 'Notes',
    },
  },
  unsubscribe: {
    title: 'Stop e-mail alerts',
    text: 'You will no longer receive trade alerts by e-mail. Alerts in the app stay as they are.',
    confirm: 'Stop e-mail alerts',
    done: 'Done: you will not receive trade alerts by e-mail any more. You can turn them back on in Account.',
    invalid:
      'This link is not valid. Open the latest alert e-mail and use its link, or change your choices in Account.',
    missing: 'This page needs the link from an alert e-mail.',
  },
  account: {
    title: 'Account',
    profile: 'Profile',
    name: 'Name',
    photoURL: 'Photo URL',
    email: 'E-mail',
    saved: 'Your profile was saved.',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    passwordChanged: 'Your password was changed. Other devices were signed out.',
    signOutAll: 'Sign out of all devices',
    signOutAllText: 'Ends every session, including this one.',
    photoInvalid: 'Enter a valid https:// address.',
  },
};

/** The shape every language of this bundle has. */
export type SessionMessages = Catalogue<typeof en>;
