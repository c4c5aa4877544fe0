export { UnavailablePage } from './UnavailablePage';
