export { mirrorIcon } from './mirror';
