export { PayoutsPage } from './PayoutsPage';
