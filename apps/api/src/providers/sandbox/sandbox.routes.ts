import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkCard } from './sandbox.cards';
import { CARD_FORM_CSS, CARD_FORM_JS } from './sandbox.form-assets';
import type { SandboxProvider } from './sandbox.provider';

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
) => `<!doctype html>
<html lang="en" dir="${look.dir}" data-mode="${look.mode}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/sandbox/card-form.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

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
          mode: z.enum(['dark', 'light']).optional(),
          dir: z.enum(['ltr', 'rtl']).optional(),
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
      let returnUrl = '';
      if (request.query.return_url) {
        try {
          const u = new URL(request.query.return_url);
          if (origins.includes(u.origin)) returnUrl = u.toString();
        } catch {
          returnUrl = '';
        }
      }
      const html = shell(
        'Add a card — Sandbox',
        `<h1>Add a card</h1>
<p class="note">Sandbox test mode: use 4242 4242 4242 4242, any future date and any CVC.</p>
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
      return reply.code(201).send({
        paymentMethodId: pm.paymentMethodId,
        brand: pm.brand,
        last4: pm.last4,
        expMonth: pm.expMonth,
        expYear: pm.expYear,
      });
    },
  );
}
