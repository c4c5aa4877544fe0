import type { UiTextOverrides } from './uiText';

/** A French translation of part of the UiText, shared by the locale tests. */
export const frenchUiText = {
  settings: {
    title: 'Paramètres',
    reset: 'Réinitialiser les paramètres',
    close: 'Fermer les paramètres',
    mode: 'Mode',
    light: 'Clair',
    dark: 'Sombre',
    contrast: 'Contraste',
    contrastDefault: 'Par défaut',
    contrastBold: 'Renforcé',
    direction: 'Direction',
    ltr: 'De gauche à droite',
    rtl: 'De droite à gauche',
    layout: 'Disposition',
    vertical: 'Verticale',
    horizontal: 'Horizontale',
    mini: 'Réduite',
    stretch: 'Étirer',
    stretchHint: 'Uniquement sur les écrans de plus de 1600px.',
    fullscreen: 'Plein écran',
  },
  account: { loading: 'Chargement...', logout: 'Déconnexion', label: 'Compte' },
  table: { range: '{{from}}–{{to}} sur {{total}}' },
  pagination: { page: 'Page {{page}} (actuelle)', previous: 'Page précédente' },
} satisfies UiTextOverrides;
