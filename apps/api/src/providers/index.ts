import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox/sandbox.provider';
import { StripeProvider } from './stripe/stripe.provider';

/** The payment provider chosen by `PAYMENT_PROVIDER`: `stripe`, or the built-in `sandbox`. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  switch (config.payments.provider) {
    case 'stripe': {
      const stripe = config.payments.stripe;
      // The configuration refuses to load without both keys; this only guards the type.
      if (!stripe)
        throw new Error(
          'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
        );
      return new StripeProvider({
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        ...(stripe.apiUrl ? { apiUrl: stripe.apiUrl } : {}),
        baseUrl: config.appUrl,
        allowedOrigins: allowedOrigins(config),
      });
    }
    case 'sandbox':
    default:
      return new SandboxProvider(db, {
        secret: config.payments.webhookSecret,
        baseUrl: config.appUrl,
        allowedOrigins: allowedOrigins(config),
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

/**
 * Where the card form may hand its token: APP_URL's origin and CORS_ORIGINS. A loopback
 * origin also allows its twin (`localhost` ↔ `127.0.0.1`), as local development uses both.
 */
export function allowedOrigins(config: Config): string[] {
  const out = new Set<string>();
  for (const origin of [originOf(config.appUrl), ...config.corsOrigins.map(originOf)]) {
    if (!origin) continue;
    out.add(origin);
    const u = new URL(origin);
    if (u.hostname === 'localhost' || u.hostname === '127.0.0.1') {
      u.hostname = u.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      out.add(u.origin);
    }
  }
  return [...out];
}
