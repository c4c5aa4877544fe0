export { DisputesPage } from './DisputesPage';
export { DisputeDetail } from './DisputeDetail';
