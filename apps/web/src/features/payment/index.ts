export { PaymentPage } from './PaymentPage';
