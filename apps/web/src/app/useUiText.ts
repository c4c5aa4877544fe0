import type { UiTextOverrides } from '@finfree/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The design system's built-in texts, in the current language (catalogue section `ui`). */
export function useUiText(): UiTextOverrides {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      common: { close: t('ui.common.close'), loading: t('ui.common.loading') },
      settings: {
        title: t('ui.settings.title'),
        reset: t('ui.settings.reset'),
        close: t('ui.settings.close'),
        mode: t('ui.settings.mode'),
        light: t('ui.settings.light'),
        dark: t('ui.settings.dark'),
        contrast: t('ui.settings.contrast'),
        contrastDefault: t('ui.settings.contrastDefault'),
        contrastBold: t('ui.settings.contrastBold'),
        direction: t('ui.settings.direction'),
        ltr: t('ui.settings.ltr'),
        rtl: t('ui.settings.rtl'),
        layout: t('ui.settings.layout'),
        vertical: t('ui.settings.vertical'),
        horizontal: t('ui.settings.horizontal'),
        mini: t('ui.settings.mini'),
        stretch: t('ui.settings.stretch'),
        stretchHint: t('ui.settings.stretchHint'),
        fullscreen: t('ui.settings.fullscreen'),
        presets: t('ui.settings.presets'),
      },
      nav: {
        main: t('ui.nav.main'),
        primary: t('ui.nav.primary'),
        open: t('ui.nav.open'),
        close: t('ui.nav.close'),
        drawerTitle: t('ui.nav.drawerTitle'),
        expand: t('ui.nav.expand'),
        collapse: t('ui.nav.collapse'),
        home: t('ui.nav.home'),
        signUp: t('common.signUp'),
      },
      account: {
        label: t('ui.account.label'),
        labelWithName: (name: string) => t('ui.account.labelWithName', { name }),
        loading: t('ui.account.loading'),
        logout: t('common.logout'),
      },
      loading: { app: t('ui.loading.app'), page: t('ui.loading.page') },
      error: {
        title: t('ui.error.title'),
        message: t('ui.error.message'),
        retry: t('ui.error.retry'),
      },
      table: {
        retry: t('ui.table.retry'),
        empty: t('ui.table.empty'),
        range: (from: number, to: number, total: number) =>
          t('ui.table.range', {
            from: from.toLocaleString(language),
            to: to.toLocaleString(language),
            total: total.toLocaleString(language),
          }),
        pages: (caption: string) => t('ui.table.pages', { caption }),
      },
      pagination: {
        label: t('ui.pagination.label'),
        previous: t('ui.pagination.previous'),
        next: t('ui.pagination.next'),
        page: (page: number) => t('ui.pagination.page', { page }),
        goToPage: (page: number) => t('ui.pagination.goToPage', { page }),
      },
      textField: { showPassword: t('auth.showPassword'), hidePassword: t('auth.hidePassword') },
      toaster: { region: t('ui.toaster.region'), close: t('ui.toaster.close') },
      minimalLayout: { help: t('common.needHelp') },
      authLayout: { title: t('auth.brandTitle'), tagline: t('common.tagline') },
    }),
    // `t` changes identity with the language.
    [t, language],
  );
}
