import { RegisterForm } from '../features/auth/RegisterForm';
import { LeaveWhenSignedIn } from './LeaveWhenSignedIn';

/** The sign-up page's island: its form (the rest of the page is links and pictures). */
export function RegisterIsland() {
  return (
    <>
      <LeaveWhenSignedIn />
      <RegisterForm />
    </>
  );
}
