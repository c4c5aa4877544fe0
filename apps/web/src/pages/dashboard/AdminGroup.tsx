import { Outlet } from 'react-router-dom';
import { RoleGuard } from '../../auth/guards';

/** The Management screens are for admins only (the server enforces it too). */
export function Component() {
  return (
    <RoleGuard roles={['admin']}>
      <Outlet />
    </RoleGuard>
  );
}
