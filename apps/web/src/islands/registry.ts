import type { ComponentType } from 'react';

/**
 * The islands of the public pages, by name (`<Island name>`): each loads its own code. An
 * entry renders exactly what the page rendered inside its `<Island>`.
 */
export const islands: Record<string, () => Promise<ComponentType>> = {
  login: () => import('./LoginIsland').then((m) => m.LoginIsland),
};
