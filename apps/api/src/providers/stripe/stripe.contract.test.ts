import { CardDeclinedError } from '../provider';
import { describeProviderContract } from '../provider.contract';
import { declineCodeOf, StripeProvider } from './stripe.provider';
import { StripeOpenApi } from './testing/stripe-openapi';
import { StandinDeclineError, StripeStandin } from './testing/stripe-standin';

const WEBHOOK_SECRET = 'whsec_contract_test_secret_0123456789';

describeProviderContract(
  'stripe (local stand-in, checked against Stripe’s OpenAPI document)',
  async () => {
    const standin = await StripeStandin.start({
      webhookSecret: WEBHOOK_SECRET,
      openapi: new StripeOpenApi(),
    });
    const provider = new StripeProvider({
      secretKey: 'sk_test_contract_0123456789',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: standin.url,
      baseUrl: 'http://localhost:5300',
      allowedOrigins: ['http://localhost:5173'],
    });
    return {
      provider,
      async saveCard(customerId, number) {
        const { setupId } = await provider.createSetup({ customerId });
        let paymentMethodId: string;
        try {
          ({ paymentMethodId } = standin.completeCheckout(setupId, number));
        } catch (error) {
          // Checkout refuses the card on its own page: no payment method reaches Finfree.
          if (error instanceof StandinDeclineError) {
            throw new CardDeclinedError({
              declineCode: declineCodeOf({ code: error.code, decline_code: error.declineCode }),
              message: error.message,
            });
          }
          throw error;
        }
        return provider.attachPaymentMethod({ customerId, paymentMethodId });
      },
      async approveChallenge(chargeId) {
        standin.approveChallenge(chargeId);
      },
      async failChallenge(chargeId) {
        standin.failChallenge(chargeId);
      },
      async deliveries() {
        return standin.sent.map((s) => ({ rawBody: s.payload, signature: s.signature }));
      },
      async closeDispute(disputeId, outcome) {
        standin.closeDispute(disputeId, outcome);
      },
      afterEach() {
        standin.assertNoViolations();
      },
      close: () => standin.close(),
    };
  },
);
