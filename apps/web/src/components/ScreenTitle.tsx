import { Stack, Typography } from '@finfree/ui';

/**
 * A screen's title (its `h1`) with the short introduction under it, 8 px apart. The dashboard's
 * pre-rendered frame draws the same pair for the screens it knows (`firstIntros` with the
 * `stack` gap in `src/app/dashboardShellMarkup.ts`): change one, change the other.
 */
export function ScreenTitle({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap={1}>
      <Typography variant="h4" as="h1">
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {intro}
      </Typography>
    </Stack>
  );
}
