import { LoginForm } from '../features/auth/LoginForm';
import { LeaveWhenSignedIn } from './LeaveWhenSignedIn';

/** The sign-in page's island: its form (the rest of the page is links and pictures). */
export function LoginIsland() {
  return (
    <>
      <LeaveWhenSignedIn />
      <LoginForm />
    </>
  );
}
