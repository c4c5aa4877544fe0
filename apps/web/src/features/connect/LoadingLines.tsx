import { Skeleton, Stack } from '@finfree/ui';

/** Lines standing in for content being loaded. */
export function LoadingLines() {
  return (
    <Stack gap={1} aria-busy="true">
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
    </Stack>
  );
}
