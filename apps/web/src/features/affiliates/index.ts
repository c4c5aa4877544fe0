export { AffiliatesPage } from './AffiliatesPage';
