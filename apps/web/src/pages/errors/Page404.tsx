import { ErrorPage } from '../../features/errors';

export function Component() {
  return <ErrorPage status={404} />;
}
