// Its own chunk: the recovery forms (and their query hooks) stay out of the sign-in page.
import { PasswordRecovery } from '../../features/auth/PasswordRecovery';

export const Component = PasswordRecovery;
