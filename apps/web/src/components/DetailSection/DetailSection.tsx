import { Typography } from '@finfree/ui';
import { useId, type ReactNode } from 'react';

/** Props of {@link DetailSection}. */
export interface DetailSectionProps {
  /** The section's heading (a level-4 heading, which also names the section). */
  title: string;
  /** The section's content. */
  children: ReactNode;
}

/** A titled part of a detail view (a drawer's history, analysis or actions). */
export function DetailSection({ title, children }: DetailSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" as="h4" gutterBottom>
        {title}
      </Typography>
      {children}
    </section>
  );
}
