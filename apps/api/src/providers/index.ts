import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox/sandbox.provider';

/** The payment provider chosen by `PAYMENT_PROVIDER` (only `sandbox` ships today). */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  switch (config.payments.provider) {
    case 'sandbox':
    default:
      return new SandboxProvider(db, {
        secret: config.payments.webhookSecret,
        baseUrl: config.appUrl,
        allowedOrigins: [
          ...new Set([new URL(config.appUrl).origin, ...config.corsOrigins.map(originOf)]),
        ].filter(Boolean),
        duplicateEvents: config.payments.duplicateEvents,
      });
  }
}

function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return '';
  }
}
