import { Skeleton } from '@finfree/ui';
import { Suspense, type ReactNode } from 'react';
import { useNearScreen } from '../lib/useNearScreen';

export interface NearScreenProps {
  /** Height of the place kept for the content, in px: the placeholder's, and the least after. */
  height: number;
  /** The below-the-fold content, usually a lazy component: rendered once its place is near. */
  children: ReactNode;
}

/**
 * Holds the place of a below-the-fold widget with a placeholder of its height and renders the
 * widget only when the place comes near the screen (see {@link useNearScreen}), so the widget's
 * code is not in the page's first load and nothing moves when it arrives.
 */
export function NearScreen({ height, children }: NearScreenProps) {
  const [place, near] = useNearScreen<HTMLDivElement>();
  const placeholder = <Skeleton variant="rounded" height={height} />;
  return (
    <div ref={place} style={{ minHeight: height }}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
