import type { PresetName } from '../theme/presets';

/**
 * Every string @finfree/ui renders on its own (labels, accessible names, hints). Texts with
 * numbers or names are functions so a translation can place them where its grammar needs.
 */
export interface UiText {
  /** Labels shared by several components. */
  common: {
    /** Close button of dialogs, drawers and alerts. */
    close: string;
    /** Accessible name of loading indicators (LoadingScreen, ProgressBar). */
    loading: string;
  };
  /** SettingsDrawer and SettingsButton. */
  settings: {
    /** Drawer heading and the settings button's accessible name. */
    title: string;
    /** Reset button. */
    reset: string;
    /** Close button of the drawer. */
    close: string;
    /** Mode group. */
    mode: string;
    /** Light mode. */
    light: string;
    /** Dark mode. */
    dark: string;
    /** Contrast group. */
    contrast: string;
    /** Default contrast. */
    contrastDefault: string;
    /** Bold contrast. */
    contrastBold: string;
    /** Direction group. */
    direction: string;
    /** Left-to-right direction. */
    ltr: string;
    /** Right-to-left direction. */
    rtl: string;
    /** Layout group. */
    layout: string;
    /** Vertical navigation. */
    vertical: string;
    /** Horizontal navigation. */
    horizontal: string;
    /** Mini navigation. */
    mini: string;
    /** Stretch switch. */
    stretch: string;
    /** Note under the stretch switch. */
    stretchHint: string;
    /** Fullscreen switch. */
    fullscreen: string;
    /** Colour preset group. */
    presets: string;
  };
  /** Accessible names of the colour presets (ColorPresetPicker). */
  presetNames: Record<PresetName, string>;
  /** Navigation sections and the layouts' navigation controls. */
  nav: {
    /** `<nav>` landmark of NavSection* when no `aria-label` is passed. */
    main: string;
    /** `<nav>` landmark of the public layout's top and mobile navigation. */
    primary: string;
    /** Menu button that opens the mobile navigation drawer. */
    open: string;
    /** Close button of the mobile navigation drawer. */
    close: string;
    /** Accessible title of the mobile navigation drawer. */
    drawerTitle: string;
    /** Dashboard toggle while the navigation is mini. */
    expand: string;
    /** Dashboard toggle while the navigation is vertical. */
    collapse: string;
    /** Logo link to the home page. */
    home: string;
    /** Sign Up button of the public layout. */
    signUp: string;
  };
  /** AccountPopover. */
  account: {
    /** Trigger and menu name when the user's name is unknown. */
    label: string;
    /** Trigger name with the user's name. */
    labelWithName: (name: string) => string;
    /** Name and e-mail placeholder until the user is known ("Loading..." in English). */
    loading: string;
    /** Logout action. */
    logout: string;
  };
  /** LoadingScreen, SplashScreen and NavigationProgressBar. */
  loading: {
    /** SplashScreen's accessible name. */
    app: string;
    /** NavigationProgressBar's accessible name. */
    page: string;
  };
  /** ErrorFallback. */
  error: {
    /** Heading. */
    title: string;
    /** Message when the error has none. */
    message: string;
    /** Retry button. */
    retry: string;
  };
  /** Table. */
  table: {
    /** Retry button of the error row. */
    retry: string;
    /** Content of the empty row. */
    empty: string;
    /** Range text of the footer, e.g. "1–10 of 42". */
    range: (from: number, to: number, total: number) => string;
    /** Accessible name of the footer pagination, from the table caption. */
    pages: (caption: string) => string;
  };
  /** Pagination. */
  pagination: {
    /** `<nav>` landmark. */
    label: string;
    /** Previous button. */
    previous: string;
    /** Next button. */
    next: string;
    /** The current page's button, e.g. "Page 3". */
    page: (page: number) => string;
    /** Another page's button, e.g. "Go to page 4". */
    goToPage: (page: number) => string;
  };
  /** TextField's password reveal button. */
  textField: {
    /** While the password is hidden. */
    showPassword: string;
    /** While the password is shown. */
    hidePassword: string;
  };
  /** Chip's remove button, e.g. "Remove Crypto". */
  chip: {
    /** Accessible name of the delete button. */
    remove: (label: string) => string;
    /** Stands for a label that is not plain text. */
    item: string;
  };
  /** AvatarGroup's "+N" bubble, e.g. "3 more". */
  avatarGroup: {
    /** Accessible name of the surplus bubble. */
    more: (count: number) => string;
  };
  /** Toaster. */
  toaster: {
    /** Accessible name of the toast region (react-toastify's default names its Alt+T hotkey). */
    region: string;
    /** Close button of each toast. */
    close: string;
  };
  /** MinimalLayout. */
  minimalLayout: {
    /** Help link. */
    help: string;
  };
  /** AuthLayout's brand panel. */
  authLayout: {
    /** Heading. */
    title: string;
    /** Tagline. */
    tagline: string;
    /** Accessible name of the brand panel. */
    brand: string;
  };
}

/** The English texts every component falls back to. */
export const defaultUiText: UiText = {
  common: { close: 'Close', loading: 'Loading' },
  settings: {
    title: 'Settings',
    reset: 'Reset settings',
    close: 'Close settings',
    mode: 'Mode',
    light: 'Light',
    dark: 'Dark',
    contrast: 'Contrast',
    contrastDefault: 'Default',
    contrastBold: 'Bold',
    direction: 'Direction',
    ltr: 'Left to right',
    rtl: 'Right to left',
    layout: 'Layout',
    vertical: 'Vertical',
    horizontal: 'Horizontal',
    mini: 'Mini',
    stretch: 'Stretch',
    stretchHint: 'Only takes effect on screens wider than 1600px.',
    fullscreen: 'Fullscreen',
    presets: 'Presets',
  },
  presetNames: {
    default: 'Green (default)',
    cyan: 'Cyan',
    purple: 'Purple',
    blue: 'Blue',
    orange: 'Orange',
    red: 'Red',
  },
  nav: {
    main: 'Main navigation',
    primary: 'Primary',
    open: 'Open navigation',
    close: 'Close navigation',
    drawerTitle: 'Navigation',
    expand: 'Expand navigation',
    collapse: 'Collapse navigation',
    home: 'Finfree home',
    signUp: 'Sign Up',
  },
  account: {
    label: 'Account',
    labelWithName: (name) => `Account: ${name}`,
    loading: 'Loading...',
    logout: 'Logout',
  },
  loading: { app: 'Loading Finfree', page: 'Loading page' },
  error: {
    title: 'Something went wrong',
    message: 'An unexpected error occurred.',
    retry: 'Try again',
  },
  table: {
    retry: 'Retry',
    empty: 'No data',
    range: (from, to, total) => `${from}–${to} of ${total}`,
    pages: (caption) => `${caption} pages`,
  },
  pagination: {
    label: 'Pagination',
    previous: 'Go to previous page',
    next: 'Go to next page',
    page: (page) => `Page ${page}`,
    goToPage: (page) => `Go to page ${page}`,
  },
  textField: { showPassword: 'Show password', hidePassword: 'Hide password' },
  chip: { remove: (label) => `Remove ${label}`, item: 'item' },
  avatarGroup: { more: (count) => `${count} more` },
  toaster: { region: 'Notifications Alt+T', close: 'Close notification' },
  minimalLayout: { help: 'Need help?' },
  authLayout: {
    title: 'Hi, welcome back',
    tagline: 'Join a community of the financially free — more than 3k people have joined.',
    brand: 'About Finfree',
  },
};

/** Overrides of {@link UiText}: any section, any key; functions and strings are replaced whole. */
export type UiTextOverrides = {
  [Section in keyof UiText]?: Partial<UiText[Section]>;
};

/** `base` with the sections of `overrides` merged in key by key (undefined keys are skipped). */
export function mergeUiText(base: UiText, overrides: UiTextOverrides | undefined): UiText {
  if (!overrides) return base;
  const result: Record<string, unknown> = { ...base };
  for (const section of Object.keys(overrides) as (keyof UiText)[]) {
    const patch = overrides[section];
    if (!patch) continue;
    const merged: Record<string, unknown> = { ...base[section] };
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) merged[key] = value;
    }
    result[section] = merged;
  }
  return result as unknown as UiText;
}
