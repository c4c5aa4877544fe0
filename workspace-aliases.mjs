// Inside the repository the packages are used from source, so Storybook, Vitest and the web
// app need no watch build. The same mapping is in tsconfig.base.json `paths`.
import { fileURLToPath } from 'node:url';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));

/** Vite/Vitest `resolve.alias` entries mapping the workspace packages to their sources. */
export const workspaceAliases = [
  { find: /^@finfree\/core\/react$/, replacement: at('./packages/core/src/react/index.ts') },
  { find: /^@finfree\/core$/, replacement: at('./packages/core/src/index.ts') },
  { find: /^@finfree\/ui\/fonts$/, replacement: at('./packages/ui/src/theme/fonts.ts') },
  { find: /^@finfree\/ui$/, replacement: at('./packages/ui/src/index.ts') },
];
