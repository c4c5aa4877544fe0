export { LoginForm } from './LoginForm';
export { RegisterForm } from './RegisterForm';
export { PasswordRecovery } from './PasswordRecovery';
