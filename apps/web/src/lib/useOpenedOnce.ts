import { useState } from 'react';

/**
 * True from the first render where `open` is true, and from then on: a dialog or drawer whose
 * code loads on first open renders nothing before that, and stays mounted once opened (so it can
 * close with its animation and reopens at once).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
