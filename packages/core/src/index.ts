export { isValidToken } from './auth/token';
