import { PaymentPage } from '../../features/payment';

export const Component = PaymentPage;
