import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkCard, SETUP_AUTHENTICATION_FAILED, TEST_CARDS } from './sandbox.cards';
import { CARD_FORM_CSS, CARD_FORM_JS } from './sandbox.form-assets';
import { AUTHENTICATION_FAILED } from '../provider';
import type { SandboxProvider } from './sandbox.provider';

/** The bank's challenge page of a charge (3-D Secure), outside /v1. */
export const CHALLENGE_PATH = '/sandbox/challenge';
/** The merchant the bank's challenge names. */
export const MERCHANT_NAME = 'Finfree';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The card form's own CSP: no inline script, talks only to the sandbox, framable by the app. */
function cardFormCsp(origins: string[]) {
  const ancestors = ["'self'", ...origins].join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    `form-action 'self' ${origins.join(' ')}`.trim(),
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

function page(reply: FastifyReply, status: number, html: string, origins: string[]) {
  reply.removeHeader('x-frame-options');
  return (
    reply
      .code(status)
      .header('content-security-policy', cardFormCsp(origins))
      // Opened by the app (possibly from another origin) and answers through window.opener.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

/** How the form looks: the opener's mode and direction (query parameters, checked). */
interface Look {
  mode: 'dark' | 'light';
  dir: 'ltr' | 'rtl';
}

const shell = (
  title: string,
  body: string,
  look: Look = { mode: 'light', dir: 'ltr' },
  head = '',
) => `<!doctype html>
<html lang="en" dir="${look.dir}" data-mode="${look.mode}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>${head}
<link rel="stylesheet" href="/sandbox/card-form.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

const lookQuery = {
  mode: z.enum(['dark', 'light']).optional(),
  dir: z.enum(['ltr', 'rtl']).optional(),
};

/** The URL when it is on an allowed origin, else null. */
function allowedUrl(value: string, origins: string[]): string | null {
  try {
    const u = new URL(value);
    return origins.includes(u.origin) ? u.toString() : null;
  } catch {
    return null;
  }
}

/** An amount in minor units with its currency, e.g. `79.00 USD`. */
export function formatAmount(amount: number, currency: string): string {
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    digits = 2;
  }
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency.toUpperCase()}`;
}

/** The card form's list of test cards (number → what it does), folded. */
const testCardList = () => `<details class="test-cards">
  <summary>Test cards</summary>
  <dl>
${TEST_CARDS.map((c) => `    <div><dt><code>${c.number}</code></dt><dd>${escapeHtml(c.does)}</dd></div>`).join('\n')}
  </dl>
</details>`;

/** Registers the sandbox's hosted card form (`/sandbox/…`), outside the /v1 API. */
export async function registerSandboxRoutes(root: FastifyInstance, provider: SandboxProvider) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const origins = provider.options.allowedOrigins;

  app.get('/sandbox/card-form.js', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(CARD_FORM_JS),
  );
  app.get('/sandbox/card-form.css', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(CARD_FORM_CSS),
  );

  app.get(
    '/sandbox/card-form',
    {
      schema: {
        hide: true,
        querystring: z.object({
          setup: z.string().min(1).max(64),
          return_url: z.string().max(2048).optional(),
          ...lookQuery,
        }),
      },
    },
    async (request, reply) => {
      const look: Look = {
        mode: request.query.mode ?? 'light',
        dir: request.query.dir ?? 'ltr',
      };
      const setup = await provider.openSetup(request.query.setup);
      if (!setup) {
        return page(
          reply,
          404,
          shell(
            'Card form expired',
            '<h1>This card form has expired</h1><p>Close this window and start again.</p>',
            look,
          ),
          origins,
        );
      }
      const returnUrl = request.query.return_url
        ? (allowedUrl(request.query.return_url, origins) ?? '')
        : '';
      const html = shell(
        'Add a card — Sandbox',
        `<h1>Add a card</h1>
<p class="note">Sandbox test mode: use 4242 4242 4242 4242, any future date and any CVC.</p>
${testCardList()}
<form id="card-form" novalidate data-setup="${escapeHtml(setup.id)}" data-origins="${escapeHtml(origins.join(' '))}" data-return-url="${escapeHtml(returnUrl)}">
  <div class="field">
    <label for="number">Card number</label>
    <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" aria-describedby="number-brand number-error" required maxlength="23">
    <span class="under"><span id="number-error" class="error" role="alert"></span><span id="number-brand" class="hint" aria-live="polite"></span></span>
  </div>
  <div class="row">
    <div class="field">
      <label for="exp">Expiry</label>
      <input id="exp" name="exp" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" aria-describedby="exp-error" required maxlength="7">
      <span class="under"><span id="exp-error" class="error" role="alert"></span></span>
    </div>
    <div class="field">
      <label for="cvc">CVC</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" aria-describedby="cvc-error" required maxlength="4">
      <span class="under"><span id="cvc-error" class="error" role="alert"></span></span>
    </div>
  </div>
  <button type="submit">Save card</button>
  <p id="status" class="status" role="status" aria-live="polite"></p>
</form>
<section id="challenge" class="challenge" hidden aria-labelledby="challenge-title">
  <h2 id="challenge-title" tabindex="-1">Confirm your card</h2>
  <p>Your bank asks you to confirm this card for <strong>${MERCHANT_NAME}</strong>.</p>
  <p id="challenge-card"></p>
  <div class="actions">
    <button type="button" id="challenge-approve">Approve</button>
    <button type="button" id="challenge-fail" class="secondary">Fail</button>
  </div>
</section>
<script src="/sandbox/card-form.js"></script>`,
        look,
      );
      return page(reply, 200, html, origins);
    },
  );

  app.post(
    '/sandbox/payment-methods',
    {
      schema: {
        hide: true,
        body: z.strictObject({
          setupId: z.string().min(1).max(64),
          number: z.string().max(30),
          expMonth: z.number().int().min(0).max(99),
          expYear: z.number().int().min(0).max(9999),
          cvc: z.string().max(8),
        }),
      },
    },
    async (request, reply) => {
      const { setupId, ...raw } = request.body;
      const checked = checkCard(raw);
      if (!checked.ok) {
        return reply.code(400).send({
          code: 400,
          message: checked.errors[0]?.message ?? 'Invalid card',
          errors: checked.errors,
        });
      }
      const pm = await provider.tokenize(setupId, checked.card);
      if (!pm) return reply.code(404).send({ code: 404, message: 'Card form expired' });
      if (pm.requiresAction) {
        // The bank's challenge comes first: the form hands the token back once approved.
        return reply.code(202).send({
          status: 'requires_action',
          paymentMethodId: pm.paymentMethodId,
          brand: pm.brand,
          last4: pm.last4,
        });
      }
      return reply.code(201).send(displayFields(pm));
    },
  );

  // The card form's answer to the bank's challenge of the card it just tokenised.
  app.post(
    '/sandbox/payment-methods/authenticate',
    {
      schema: {
        hide: true,
        body: z.strictObject({
          setupId: z.string().min(1).max(64),
          paymentMethodId: z.string().min(1).max(64),
          outcome: z.enum(['approve', 'fail']),
        }),
      },
    },
    async (request, reply) => {
      const { setupId, paymentMethodId, outcome } = request.body;
      const done = await provider.completeSetupChallenge(setupId, paymentMethodId, outcome);
      if (!done) return reply.code(404).send({ code: 404, message: 'Nothing to confirm' });
      if (done.status === 'failed') {
        return reply.code(402).send({
          code: 402,
          message: SETUP_AUTHENTICATION_FAILED,
          declineCode: AUTHENTICATION_FAILED,
        });
      }
      return reply.code(201).send(displayFields(done.method));
    },
  );

  await app.register(async (scope) => {
    await registerChallengeRoutes(scope, provider);
  });
}

const displayFields = (pm: {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}) => ({
  paymentMethodId: pm.paymentMethodId,
  brand: pm.brand,
  last4: pm.last4,
  expMonth: pm.expMonth,
  expYear: pm.expYear,
});

const challengeQuery = z.object({
  charge: z.string().min(1).max(64),
  return: z.string().max(2048).optional(),
  ...lookQuery,
});

/**
 * The bank's challenge page of a charge (3-D Secure): `GET /sandbox/challenge?charge=&return=`
 * shows the merchant, amount and card with Approve / Fail, a plain form posting to the same
 * path; the answer settles the charge and sends the payer back (303) to the return URL, which
 * must be on an allowed origin (else 400: never an open redirect). A charge already answered
 * shows so and still returns. Registered in its own scope: its form body parser serves only it.
 */
async function registerChallengeRoutes(root: FastifyInstance, provider: SandboxProvider) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const origins = provider.options.allowedOrigins;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  /** The return URL checked (400 page when not allowed), '' when none was given. */
  const checkedReturn = (value: string | undefined) =>
    value === undefined || value === '' ? '' : allowedUrl(value, origins);

  const refused = (reply: FastifyReply, look: Look) =>
    page(
      reply,
      400,
      shell(
        'Return address not allowed',
        '<h1>This return address is not allowed</h1><p>Close this window and start again.</p>',
        look,
      ),
      origins,
    );
  const unknown = (reply: FastifyReply, look: Look) =>
    page(
      reply,
      404,
      shell(
        'Payment not found',
        '<h1>This payment was not found</h1><p>Close this window and start again.</p>',
        look,
      ),
      origins,
    );
  /** A settled charge: says so, and returns to the app (a link, and a refresh after 2 s). */
  const answered = (
    reply: FastifyReply,
    look: Look,
    returnUrl: string,
    status: string,
    already: boolean,
  ) => {
    const outcome =
      status === 'succeeded' ? 'The payment was confirmed.' : 'The payment was not confirmed.';
    const back = returnUrl
      ? `<p><a class="button" href="${escapeHtml(returnUrl)}">Return to ${MERCHANT_NAME}</a></p>`
      : '<p>You can close this window.</p>';
    return page(
      reply,
      200,
      shell(
        already ? 'Payment already answered' : 'Payment answered',
        `<h1>${already ? 'This payment was already answered' : 'Thank you'}</h1>
<p role="status">${outcome}</p>
${back}`,
        look,
        returnUrl ? `\n<meta http-equiv="refresh" content="2;url=${escapeHtml(returnUrl)}">` : '',
      ),
      origins,
    );
  };

  app.get(
    CHALLENGE_PATH,
    { schema: { hide: true, querystring: challengeQuery } },
    async (request, reply) => {
      const { charge: chargeId, return: rawReturn, mode, dir } = request.query;
      const look: Look = { mode: mode ?? 'light', dir: dir ?? 'ltr' };
      const returnUrl = checkedReturn(rawReturn);
      if (returnUrl === null) return refused(reply, look);
      const charge = await provider.challengeOf(chargeId);
      if (!charge) return unknown(reply, look);
      if (charge.status !== 'requires_action') {
        return answered(reply, look, returnUrl, charge.status, true);
      }
      const hidden = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      const html = shell(
        'Confirm your payment — Sandbox',
        `<h1 id="challenge-title">Confirm your payment</h1>
<p class="note">Sandbox test mode: this page plays your bank’s check. Approve to pay, Fail to refuse.</p>
<dl class="summary">
  <div><dt>Merchant</dt><dd>${MERCHANT_NAME}</dd></div>
  <div><dt>Amount</dt><dd>${escapeHtml(formatAmount(charge.amount, charge.currency))}</dd></div>
  <div><dt>Card</dt><dd>•••• ${escapeHtml(charge.last4)}</dd></div>
</dl>
<form method="post" action="${CHALLENGE_PATH}" aria-labelledby="challenge-title">
  ${hidden('charge', charge.id)}
  ${returnUrl ? hidden('return', returnUrl) : ''}
  ${hidden('mode', look.mode)}
  ${hidden('dir', look.dir)}
  <div class="actions">
    <button type="submit" name="outcome" value="approve">Approve</button>
    <button type="submit" name="outcome" value="fail" class="secondary">Fail</button>
  </div>
</form>`,
        look,
      );
      return page(reply, 200, html, origins);
    },
  );

  app.post(
    CHALLENGE_PATH,
    {
      bodyLimit: 4096,
      schema: {
        hide: true,
        body: challengeQuery.extend({ outcome: z.enum(['approve', 'fail']) }),
      },
    },
    async (request, reply) => {
      const { charge: chargeId, return: rawReturn, outcome, mode, dir } = request.body;
      const look: Look = { mode: mode ?? 'light', dir: dir ?? 'ltr' };
      const returnUrl = checkedReturn(rawReturn);
      if (returnUrl === null) return refused(reply, look);
      if (!(await provider.challengeOf(chargeId))) return unknown(reply, look);
      const done = await provider.completeChallenge(chargeId, outcome);
      if (!done.answered) return answered(reply, look, returnUrl, done.result.status, true);
      if (returnUrl) return reply.header('cache-control', 'no-store').redirect(returnUrl, 303);
      return answered(reply, look, returnUrl, done.result.status, false);
    },
  );
}
