import { UnavailablePage } from '../../features/unavailable';

export function Component() {
  return <UnavailablePage titleKey="nav.affiliates" />;
}
