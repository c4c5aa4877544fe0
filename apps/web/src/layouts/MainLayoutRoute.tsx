import { MainLayout } from '@finfree/ui';
import { Outlet, useSearchParams } from 'react-router-dom';
import { useReferralClick } from '../features/referral/useReferralClick';
import { Island } from '../islands/Island';
import { usePublicHeader } from './publicHeader';
import { SiteFooter } from './SiteFooter';

/** The header as the header island of the public pages (`src/islands/HeaderIsland.tsx`). */
const headerIsland = (header: React.ReactNode) => <Island name="header">{header}</Island>;

/** The public site: header with navigation and Sign Up, the page, the footer. */
export function Component() {
  const [search] = useSearchParams();
  // A referral link (`/?ref=CODE`) is counted (the API remembers the first referrer for 30 days).
  useReferralClick(search.get('ref'));
  return (
    <MainLayout {...usePublicHeader()} wrapHeader={headerIsland} footer={<SiteFooter />}>
      <Outlet />
    </MainLayout>
  );
}
