import { RegisterForm } from '../../features/auth';

export const Component = RegisterForm;
