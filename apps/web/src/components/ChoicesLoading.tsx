import { Skeleton, Typography } from '@finfree/ui';

/** A list of choices while it loads: what is loading, said to screen readers, and three lines. */
export function ChoicesLoading({ label }: { label: string }) {
  return (
    <>
      <Typography variant="body2" color="textSecondary" role="status">
        {label}
      </Typography>
      {[0, 1, 2].map((line) => (
        <Skeleton key={line} width="60%" height={20} />
      ))}
    </>
  );
}
