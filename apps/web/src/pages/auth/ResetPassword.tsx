import { PasswordRecovery } from '../../features/auth';

export const Component = PasswordRecovery;
