import type { ComponentType } from 'react';
import { loadBundles } from '../i18n';

/**
 * The islands of the public pages, by name (`<Island name>`): each loads its own code and the
 * catalogues its texts are in, before it hydrates. An entry renders exactly what the page
 * rendered inside its `<Island>`.
 */
export const islands: Record<string, () => Promise<ComponentType>> = {
  login: () => import('./LoginIsland').then((m) => m.LoginIsland),
  register: () => import('./RegisterIsland').then((m) => m.RegisterIsland),
  header: () => import('./HeaderIsland').then((m) => m.HeaderIsland),
  contact: () =>
    Promise.all([import('./ContactIsland'), loadBundles('landing')]).then(([m]) => m.ContactIsland),
  history: () =>
    Promise.all([import('./HistoryIsland'), loadBundles('trackRecord')]).then(
      ([m]) => m.HistoryIsland,
    ),
};
