import { LegalPage } from '../features/legal';

export function Component() {
  return <LegalPage kind="privacy" />;
}
