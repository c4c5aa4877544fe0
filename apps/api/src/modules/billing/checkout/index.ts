export { checkoutPlugin, type CheckoutPluginOptions } from './checkout.plugin';
export { type CheckoutDeps, CheckoutService } from './checkout.service';
