import { defaultUiMessages } from '@finfree/ui';
import { en as nav } from './nav/en';

// English is the reference catalogue: every other language must have exactly these keys
// (checked by the type below and by i18n.test.ts).
export const en = {
  common: {
    appName: 'Finfree',
    tagline: 'Join a community of the financially free',
    peopleJoined: '{{label}} people joined',
    signUp: 'Sign Up',
    signIn: 'Sign In',
    logout: 'Logout',
    loading: 'Loading...',
    retry: 'Try again',
    close: 'Close',
    save: 'Save',
    cancel: 'Cancel',
    backHome: 'Go to the home page',
    backDashboard: 'Go to the dashboard',
    somethingWentWrong: 'Something went wrong',
    loadError: {
      offline: 'You are offline. Check your connection and try again.',
      network: 'We could not reach Finfree. Check your connection and try again.',
      notFound: 'This no longer exists.',
      request: 'This could not be loaded. Try again.',
    },
    empty: 'Nothing here yet.',
    language: 'Language',
    languages: {
      en: 'English',
      fr: 'Français',
      ar: 'العربية',
    },
    settings: 'Settings',
    account: 'Account',
    menu: 'Menu',
    needHelp: 'Need help?',
    riskNotice:
      'Trading foreign exchange, cryptocurrencies, indices and leveraged products carries a high level of risk and may not be suitable for everyone. You can lose some or all of the money you invest. Never trade money you cannot afford to lose.',
  },
  // The design system's own texts: its English list, keyed as the other catalogues' `ui`.
  ui: defaultUiMessages,
  nav,
  auth: {
    forgotPassword: 'Forgot password?',
    signedOut:
      'You were signed out: your session ended on another device, or your password changed. Sign in again.',
    signInTitle: 'Sign in to Finfree',
    signInSubtitle: 'Welcome back.',
    signUpTitle: 'Create your account',
    signUpSubtitle: 'Free to join. Upgrade when you are ready.',
    name: 'Full name',
    email: 'E-mail address',
    password: 'Password',
    passwordHint: '8 to 128 characters.',
    referralCode: 'Referral code (optional)',
    submitSignIn: 'Sign in',
    submitSignUp: 'Create account',
    noAccount: 'New to Finfree?',
    createAccount: 'Create an account',
    haveAccount: 'Already have an account?',
    registered: 'Your account is ready. Sign in to continue.',
    brandTitle: 'Hi, welcome back',
    brandTitleSignUp: 'Welcome to Finfree',
    validation: {
      nameRequired: 'Enter your name.',
      nameTooLong: 'Use at most 100 characters.',
      emailRequired: 'Enter your e-mail address.',
      emailInvalid: 'Enter a valid e-mail address.',
      passwordRequired: 'Enter your password.',
      passwordTooShort: 'Use at least 8 characters.',
      passwordTooLong: 'Use at most 128 characters.',
    },
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    forbiddenTitle: 'No permission',
    forbiddenText: 'You do not have access to this page.',
    serverTitle: 'Something went wrong',
    serverText: 'An unexpected error happened on our side. Try again in a moment.',
    chunkTitle: 'This page could not be loaded',
    chunkText: 'A new version may have just been released. Reload the page.',
  },
};

/** The shape every catalogue must have: the English keys, with any strings as values. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type Messages = Catalogue<typeof en>;
