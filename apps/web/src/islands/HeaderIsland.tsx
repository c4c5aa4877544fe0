import { MainLayoutHeader } from '@finfree/ui';
import { usePublicHeader } from '../layouts/publicHeader';

/**
 * The public site's header: the phone's drawer (also where the browser has no invoker
 * commands), the header's shadow once scrolled, and the language menu, whose choice loads the
 * page again in that language.
 */
export function HeaderIsland() {
  return <MainLayoutHeader {...usePublicHeader({ reloadOnChoice: true })} />;
}
