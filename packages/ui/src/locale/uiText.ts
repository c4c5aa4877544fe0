/**
 * Every string @finfree/ui renders on its own (labels, accessible names, hints), in English: the
 * one list of the design system's texts. An app translates them by passing its own catalogue of
 * the same shape (same sections and keys; any subset) to {@link UiTextProvider}. A text with
 * `{{name}}` placeholders (the i18next syntax) becomes a function of those values, so a
 * translation places them where its grammar needs; numbers are written in the provider's locale.
 */
export const defaultUiMessages = {
  /** Labels shared by several components. */
  common: {
    /** Close button of dialogs, drawers and alerts. */
    close: 'Close',
    /** Accessible name of loading indicators (LoadingScreen, ProgressBar). */
    loading: 'Loading',
  },
  /** SettingsDrawer and SettingsButton. */
  settings: {
    /** Drawer heading and the settings button's accessible name. */
    title: 'Settings',
    /** Reset button. */
    reset: 'Reset settings',
    /** Close button of the drawer. */
    close: 'Close settings',
    /** Mode group. */
    mode: 'Mode',
    /** Light mode. */
    light: 'Light',
    /** Dark mode. */
    dark: 'Dark',
    /** Contrast group. */
    contrast: 'Contrast',
    /** Default contrast. */
    contrastDefault: 'Default',
    /** Bold contrast. */
    contrastBold: 'Bold',
    /** Direction group. */
    direction: 'Direction',
    /** Left-to-right direction. */
    ltr: 'Left to right',
    /** Right-to-left direction. */
    rtl: 'Right to left',
    /** Layout group. */
    layout: 'Layout',
    /** Vertical navigation. */
    vertical: 'Vertical',
    /** Horizontal navigation. */
    horizontal: 'Horizontal',
    /** Mini navigation. */
    mini: 'Mini',
    /** Stretch switch. */
    stretch: 'Stretch',
    /** Note under the stretch switch. */
    stretchHint: 'Only takes effect on screens wider than 1600px.',
    /** Fullscreen switch. */
    fullscreen: 'Fullscreen',
    /** Colour preset group. */
    presets: 'Presets',
  },
  /** Accessible names of the colour presets (ColorPresetPicker). */
  presetNames: {
    default: 'Green (default)',
    cyan: 'Cyan',
    purple: 'Purple',
    blue: 'Blue',
    orange: 'Orange',
    red: 'Red',
  },
  /** Navigation sections and the layouts' navigation controls. */
  nav: {
    /** `<nav>` landmark of NavSection* when no `aria-label` is passed. */
    main: 'Main navigation',
    /** `<nav>` landmark of the public layout's top and mobile navigation. */
    primary: 'Primary',
    /** Menu button that opens the mobile navigation drawer. */
    open: 'Open navigation',
    /** Close button of the mobile navigation drawer. */
    close: 'Close navigation',
    /** Accessible title of the mobile navigation drawer. */
    drawerTitle: 'Navigation',
    /** Dashboard toggle while the navigation is mini. */
    expand: 'Expand navigation',
    /** Dashboard toggle while the navigation is vertical. */
    collapse: 'Collapse navigation',
    /** Logo link to the home page. */
    home: 'Finfree home',
    /** Sign Up button of the public layout. */
    signUp: 'Sign Up',
  },
  /** AccountPopover. */
  account: {
    /** Trigger and menu name when the user's name is unknown. */
    label: 'Account',
    /** Trigger name with the user's name. */
    labelWithName: 'Account: {{name}}',
    /** Name and e-mail placeholder until the user is known. */
    loading: 'Loading...',
    /** Logout action. */
    logout: 'Logout',
  },
  /** LoadingScreen, SplashScreen and NavigationProgressBar. */
  loading: {
    /** SplashScreen's accessible name. */
    app: 'Loading Finfree',
    /** NavigationProgressBar's accessible name. */
    page: 'Loading page',
  },
  /** ErrorFallback. */
  error: {
    /** Heading. */
    title: 'Something went wrong',
    /** Message when the error has none. */
    message: 'An unexpected error occurred.',
    /** Retry button. */
    retry: 'Try again',
  },
  /** Table. */
  table: {
    /** Retry button of the error row. */
    retry: 'Retry',
    /** Content of the empty row. */
    empty: 'No data',
    /** Range text of the footer. */
    range: '{{from}}–{{to}} of {{total}}',
    /** Accessible name of the footer pagination, from the table caption. */
    pages: '{{caption}} pages',
  },
  /** Pagination. */
  pagination: {
    /** `<nav>` landmark. */
    label: 'Pagination',
    /** Previous button. */
    previous: 'Go to previous page',
    /** Next button. */
    next: 'Go to next page',
    /** The current page's button. */
    page: 'Page {{page}}',
    /** Another page's button. */
    goToPage: 'Go to page {{page}}',
  },
  /** TextField's password reveal button. */
  textField: {
    /** While the password is hidden. */
    showPassword: 'Show password',
    /** While the password is shown. */
    hidePassword: 'Hide password',
  },
  /** Chip's remove button. */
  chip: {
    /** Accessible name of the delete button. */
    remove: 'Remove {{label}}',
    /** Stands for a label that is not plain text. */
    item: 'item',
  },
  /** AvatarGroup's "+N" bubble. */
  avatarGroup: {
    /** Accessible name of the surplus bubble. */
    more: '{{count}} more',
  },
  /** Toaster. */
  toaster: {
    /** Accessible name of the toast region (the toast library's default names its Alt+T hotkey). */
    region: 'Notifications Alt+T',
    /** Close button of each toast. */
    close: 'Close notification',
  },
  /** MinimalLayout. */
  minimalLayout: {
    /** Help link. */
    help: 'Need help?',
  },
  /** AuthLayout's brand panel. */
  authLayout: {
    /** Heading. */
    title: 'Hi, welcome back',
    /** Tagline. */
    tagline: 'Join a community of the financially free',
    /** Accessible name of the brand panel. */
    brand: 'About Finfree',
  },
} as const;

type Defaults = typeof defaultUiMessages;

/** A catalogue of the design system's texts: the sections and keys of the English one. */
export type UiMessages = { [S in keyof Defaults]: { [K in keyof Defaults[S]]: string } };

/** Part of a {@link UiMessages} catalogue: any section, any key. */
export type UiTextOverrides = { [S in keyof Defaults]?: Partial<UiMessages[S]> };

/** The names of the `{{name}}` placeholders of a text. */
type Placeholders<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** A text as components use it: a string, or a function of its placeholders' values. */
type UiString<T> = T extends string
  ? [Placeholders<T>] extends [never]
    ? string
    : (values: Record<Placeholders<T>, string | number>) => string
  : never;

/** The design system's texts in one language, as components read them from `useUiText()`. */
export type UiText = {
  [S in keyof Defaults]: { [K in keyof Defaults[S]]: UiString<Defaults[S][K]> };
};

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The texts of `messages` as components use them: texts whose English has placeholders become
 * functions that fill them in, numbers written for `locale`.
 */
export function createUiText(messages: UiMessages, locale = 'en'): UiText {
  // Made on the first number written: a number format costs its locale's data, which a page
  // whose texts never show a number does not need.
  let numbers: Intl.NumberFormat | undefined;
  const result: Record<string, Record<string, unknown>> = {};
  for (const section of Object.keys(defaultUiMessages) as (keyof Defaults)[]) {
    const english: Record<string, string> = defaultUiMessages[section];
    const texts: Record<string, string> = messages[section];
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(english)) {
      const text = texts[key] ?? english[key]!;
      out[key] = english[key]!.includes('{{')
        ? (values: Record<string, string | number>) =>
            text.replace(placeholder, (match, name: string) => {
              const value = values[name];
              if (value === undefined) return match;
              return typeof value === 'number'
                ? (numbers ??= new Intl.NumberFormat(locale)).format(value)
                : value;
            })
        : text;
    }
    result[section] = out;
  }
  return result as UiText;
}

/** `base` with the sections of `overrides` merged in key by key (undefined keys are skipped). */
export function mergeUiMessages(
  base: UiMessages,
  overrides: UiTextOverrides | undefined,
): UiMessages {
  if (!overrides) return base;
  const result: Record<string, unknown> = { ...base };
  for (const section of Object.keys(overrides) as (keyof Defaults)[]) {
    const patch = overrides[section];
    if (!patch) continue;
    const merged: Record<string, unknown> = { ...base[section] };
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) merged[key] = value;
    }
    result[section] = merged;
  }
  return result as UiMessages;
}

/** The English texts every component falls back to. */
export const defaultUiText: UiText = createUiText(defaultUiMessages);
