import { LoginForm } from '../../features/auth';

export const Component = LoginForm;
