import { RegisterForm } from '../../features/auth';
import { Island } from '../../islands/Island';

/** The sign-up page: its form is an island (the page's only script, `src/islands/main.tsx`). */
export function Component() {
  return (
    <Island name="register">
      <RegisterForm />
    </Island>
  );
}
