/**
 * Id of the settings drawer's dialog, for the Settings button's `aria-controls` (the two are
 * apart in the tree and share only the settings context; an app has one settings drawer).
 */
export const SETTINGS_DRAWER_ID = 'ff-settings-drawer';
