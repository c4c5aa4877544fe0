export { LoginForm } from './LoginForm';
export { RegisterForm } from './RegisterForm';
