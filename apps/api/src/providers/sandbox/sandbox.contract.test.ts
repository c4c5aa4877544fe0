import type { FastifyInstance } from 'fastify';
import { serverDbKinds, openTestDatabase } from '../../test/helpers';
import { describeProviderContract, type SignedDelivery } from '../provider.contract';
import { checkCard } from './sandbox.cards';
import { SIGNATURE_HEADER, SandboxProvider } from './sandbox.provider';

for (const kind of serverDbKinds) {
  describeProviderContract(`sandbox on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    const provider = new SandboxProvider(database.db, {
      secret: 'contract-sandbox-secret-contract-sandbox-secret',
      baseUrl: 'http://localhost:5300',
      allowedOrigins: ['http://localhost:5173'],
    });
    const bank = provider;
    // The app's webhook endpoint: records what the sandbox sends, signed, and answers 200.
    const sent: SignedDelivery[] = [];
    const app = {
      inject: async (request: { payload: string; headers: Record<string, string> }) => {
        sent.push({
          rawBody: request.payload,
          signature: request.headers[SIGNATURE_HEADER] ?? '',
        });
        return { statusCode: 200 };
      },
    };
    provider.connect(app as unknown as FastifyInstance);
    return {
      provider,
      async saveCard(customerId, number) {
        const { setupId } = await provider.createSetup({ customerId });
        const checked = checkCard({ number, expMonth: 12, expYear: 2034, cvc: '123' });
        if (!checked.ok) throw new Error(`bad test card ${number}`);
        const pm = await provider.tokenize(setupId, checked.card);
        if (!pm) throw new Error('card form expired');
        // The card form's bank challenge at saving (3184, 3155), approved as the payer would.
        if (pm.requiresAction) {
          await provider.completeSetupChallenge(setupId, pm.paymentMethodId, 'approve');
        }
        return provider.attachPaymentMethod({ customerId, paymentMethodId: pm.paymentMethodId });
      },
      async approveChallenge(chargeId) {
        await bank.completeChallenge(chargeId, 'approve');
      },
      async failChallenge(chargeId) {
        await bank.completeChallenge(chargeId, 'fail');
      },
      async deliveries() {
        await provider.flush();
        return [...sent];
      },
      async closeDispute(disputeId, outcome) {
        await bank.closeDispute(disputeId, outcome);
      },
      async close() {
        await provider.close();
        await database.close();
      },
    };
  });
}
