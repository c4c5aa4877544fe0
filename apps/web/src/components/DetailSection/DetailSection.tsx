import { Typography } from '@finfree/ui';
import { useId, type ReactNode } from 'react';

/** Props of {@link DetailSection}. */
export interface DetailSectionProps {
  /** The section's heading, which also names the section. */
  title: string;
  /** The heading's level: 3 in a screen or dialog, 4 (default) in a drawer under its h3. */
  level?: 3 | 4;
  /** The section's content. */
  children: ReactNode;
}

/** A titled part of a detail view (a drawer's history, analysis or actions, a form's preview). */
export function DetailSection({ title, level = 4, children }: DetailSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" as={`h${level}`} gutterBottom>
        {title}
      </Typography>
      {children}
    </section>
  );
}
