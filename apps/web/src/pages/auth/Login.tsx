import { LoginForm } from '../../features/auth';
import { Island } from '../../islands/Island';

/** The sign-in page: its form is an island (the page's only script, `src/islands/main.tsx`). */
export function Component() {
  return (
    <Island name="login">
      <LoginForm />
    </Island>
  );
}
