import type { ReactNode } from 'react';

/** The attribute that marks an island's element in a prerendered page (its value: the name). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Props of {@link Island}. */
export interface IslandProps {
  /** The island's name in `src/islands/registry.ts`, which renders the same children. */
  name: string;
  /** What the island is: exactly what its registry entry renders. */
  children: ReactNode;
}

/**
 * A part of a public page that works with the page's small islands script
 * (`src/islands/main.tsx`) instead of the whole app: that script hydrates only these elements,
 * rendering the island's registry entry, which must render exactly `children`. The element
 * itself takes no box (`display: contents`), so the layout is the same with or without it.
 */
export function Island({ name, children }: IslandProps) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
