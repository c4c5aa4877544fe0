import { useEffect, useState } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { BarFill, BarRoot } from './NavigationProgressBar.styles';

/** How long the completed bar stays before it is removed (ms). */
export const PROGRESS_BAR_EXIT_MS = 400;

export interface NavigationProgressBarProps {
  /** Shows the bar while true (e.g. while the router is navigating); completes and fades on false. */
  active: boolean;
  /** Accessible name of the progress bar; `loading.page` of the UiText by default. */
  label?: string;
}

type Phase = 'idle' | 'loading' | 'done';

/** Thin (2.5 px) progress bar fixed at the top of the page while a navigation is pending. */
export function NavigationProgressBar({ active, label: labelProp }: NavigationProgressBarProps) {
  const text = useUiText();
  const label = labelProp ?? text.loading.page;
  const [phase, setPhase] = useState<Phase>(active ? 'loading' : 'idle');
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    setPhase(active ? 'loading' : 'done');
  }

  useEffect(() => {
    if (phase !== 'done') return undefined;
    const timer = setTimeout(() => setPhase('idle'), PROGRESS_BAR_EXIT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  const loading = phase === 'loading';
  return (
    <BarRoot
      role="progressbar"
      aria-label={label}
      aria-busy={loading}
      aria-hidden={loading ? undefined : true}
      data-component="NavigationProgressBar"
      data-state={phase}
    >
      <BarFill data-part="Fill" data-state={phase} />
    </BarRoot>
  );
}
