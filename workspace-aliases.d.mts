/** Vite/Vitest `resolve.alias` entries mapping the workspace packages to their sources. */
export declare const workspaceAliases: Array<{ find: RegExp; replacement: string }>;
