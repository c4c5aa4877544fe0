// Served as files (not inline) so the card form runs under a CSP without 'unsafe-inline'.

/** The card form's script: validation as you type, tokenisation, hand-back of the token. */
export const CARD_FORM_JS = String.raw`(() => {
  'use strict';
  const form = document.getElementById('card-form');
  if (!form) return;
  const $ = (id) => document.getElementById(id);
  const number = $('number');
  const exp = $('exp');
  const cvc = $('cvc');
  const status = $('status');
  const origins = (form.dataset.origins || '').split(' ').filter(Boolean);
  const returnUrl = form.dataset.returnUrl || '';
  const setupId = form.dataset.setup;
  const challenge = $('challenge');

  const luhn = (d) => {
    let sum = 0;
    let dbl = false;
    for (let i = d.length - 1; i >= 0; i -= 1) {
      let n = d.charCodeAt(i) - 48;
      if (dbl) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
      dbl = !dbl;
    }
    return sum % 10 === 0;
  };
  const brandOf = (d) => {
    if (/^4/.test(d)) return 'visa';
    if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
    if (/^3[47]/.test(d)) return 'amex';
    if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
    if (/^35(2[89]|[3-8])/.test(d)) return 'jcb';
    if (/^3(0[0-5]|[689])/.test(d)) return 'diners';
    if (/^62/.test(d)) return 'unionpay';
    return '';
  };
  const NAMES = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club', unionpay: 'UnionPay' };
  const digits = () => number.value.replace(/\D/g, '');
  const setError = (input, message) => {
    $(input.id + '-error').textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };

  number.addEventListener('input', () => {
    const d = digits().slice(0, 19);
    number.value = d.replace(/(\d{4})(?=\d)/g, '$1 ');
    const b = brandOf(d);
    $('number-brand').textContent = b ? NAMES[b] : '';
  });

  const parseExp = () => {
    const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(exp.value);
    if (!m) return null;
    const month = Number(m[1]);
    let year = Number(m[2]);
    if (year < 100) year += 2000;
    return { month, year };
  };

  const validate = () => {
    let ok = true;
    const d = digits();
    const brand = brandOf(d);
    if (d.length < 13 || d.length > 19 || !luhn(d) || !brand) { setError(number, 'Your card number is invalid.'); ok = false; }
    else setError(number, '');
    const e = parseExp();
    const now = new Date();
    if (!e || e.month < 1 || e.month > 12) { setError(exp, 'Enter the expiry as MM/YY.'); ok = false; }
    else if (e.year * 12 + e.month - 1 < now.getFullYear() * 12 + now.getMonth()) { setError(exp, 'Your card’s expiration date is in the past.'); ok = false; }
    else setError(exp, '');
    const len = brand === 'amex' ? 4 : 3;
    if (!new RegExp('^\\d{' + len + '}$').test(cvc.value)) { setError(cvc, 'Your card’s security code must be ' + len + ' digits.'); ok = false; }
    else setError(cvc, '');
    return ok ? { number: d, expMonth: e.month, expYear: e.year, cvc: cvc.value } : null;
  };

  const handBack = (pm) => {
    const message = { type: 'finfree:payment-method', setupId, paymentMethodId: pm.paymentMethodId, brand: pm.brand, last4: pm.last4 };
    const target = window.opener || (window.parent !== window ? window.parent : null);
    if (target) {
      // Delivered only to a window whose origin is on the allow-list.
      for (const origin of origins) target.postMessage(message, origin);
    }
    if (returnUrl) {
      const url = new URL(returnUrl);
      url.searchParams.set('setup_id', setupId);
      url.searchParams.set('payment_method', pm.paymentMethodId);
      window.location.assign(url.toString());
    } else if (window.opener) {
      window.setTimeout(() => window.close(), 800);
    }
  };

  const post = async (url, body) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { res, body: await res.json() };
  };

  const saved = (pm) => {
    status.textContent = (NAMES[pm.brand] || pm.brand) + ' ending in ' + pm.last4 + ' saved.';
    handBack(pm);
  };

  // The bank's challenge of a new card: the token is handed back only once approved.
  const askBank = (pm) => {
    const button = form.querySelector('button');
    if (!challenge) {
      status.textContent = 'Your bank could not confirm this card.';
      button.disabled = false;
      return;
    }
    const approve = $('challenge-approve');
    const fail = $('challenge-fail');
    $('challenge-card').textContent = (NAMES[pm.brand] || pm.brand) + ' ending in ' + pm.last4;
    status.textContent = 'Your bank asks you to confirm this card.';
    challenge.hidden = false;
    $('challenge-title').focus();
    const answer = async (outcome) => {
      approve.disabled = true;
      fail.disabled = true;
      try {
        const { res, body } = await post('/sandbox/payment-methods/authenticate', { setupId, paymentMethodId: pm.paymentMethodId, outcome });
        challenge.hidden = true;
        approve.onclick = null;
        fail.onclick = null;
        if (res.ok) {
          saved(body);
        } else {
          status.textContent = body.message || 'Your bank could not confirm this card.';
          button.disabled = false;
          number.focus();
        }
      } catch {
        status.textContent = 'Network error: please try again.';
      } finally {
        approve.disabled = false;
        fail.disabled = false;
      }
    };
    approve.onclick = () => answer('approve');
    fail.onclick = () => answer('fail');
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const card = validate();
    if (!card) {
      const first = form.querySelector('[aria-invalid="true"]');
      if (first) first.focus();
      return;
    }
    const button = form.querySelector('button');
    button.disabled = true;
    status.textContent = 'Saving your card…';
    try {
      const { res, body } = await post('/sandbox/payment-methods', { setupId, ...card });
      if (!res.ok) {
        status.textContent = body.message || 'The card could not be saved.';
        for (const e of body.errors || []) {
          const input = e.field === 'number' ? number : e.field === 'cvc' ? cvc : exp;
          setError(input, e.message);
        }
        button.disabled = false;
        return;
      }
      number.value = '';
      cvc.value = '';
      if (body.status === 'requires_action') askBank(body);
      else saved(body);
    } catch {
      status.textContent = 'Network error: please try again.';
      button.disabled = false;
    }
  });
})();
`;

/**
 * The card form's styles (system fonts, visible focus, AA contrast): light by default, dark
 * with `data-mode="dark"`, logical properties so `dir="rtl"` mirrors it; every field keeps one
 * line under its input so the inputs of a row line up.
 */
export const CARD_FORM_CSS = `*,*::before,*::after{box-sizing:border-box}
:root{color-scheme:light;--bg:#fff;--fg:#1c252e;--muted:#454f5b;--line:#637381;--error:#b71d18;--focus:#0b5cad;--btn-bg:#1c252e;--btn-fg:#fff;--field:#fff}
:root[data-mode="dark"]{color-scheme:dark;--bg:#141a21;--fg:#f9fafb;--muted:#c4cdd5;--line:#919eab;--error:#ffac82;--focus:#68cdf9;--btn-bg:#f9fafb;--btn-fg:#141a21;--field:#1c252e}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:1.25rem;margin:0 0 8px}
.note{font-size:.875rem;color:var(--muted);margin:0 0 16px}
.field{display:flex;flex-direction:column;gap:4px;margin-block-end:8px;flex:1 1 0;min-width:0}
.row{display:flex;gap:12px;align-items:flex-start}
label{font-weight:600;font-size:.875rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
input{font:inherit;width:100%;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:var(--field);color:var(--fg);text-align:start}
input#number,input#exp,input#cvc{direction:ltr}
:root[dir="rtl"] input#number,:root[dir="rtl"] input#exp,:root[dir="rtl"] input#cvc{text-align:end}
input:focus-visible,button:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
input[aria-invalid="true"]{border-color:var(--error)}
.under{display:flex;justify-content:space-between;gap:8px;min-height:1.25rem;font-size:.8125rem}
.hint{color:var(--muted)}
.error{color:var(--error)}
button{font:inherit;font-weight:600;width:100%;margin-block-start:8px;padding:12px;border:0;border-radius:8px;background:var(--btn-bg);color:var(--btn-fg);cursor:pointer}
button[disabled]{opacity:.6;cursor:progress}
.status{min-height:1.5em}
h2{font-size:1.125rem;margin:0 0 8px}
h2:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.challenge,.summary{border:1px solid var(--line);border-radius:8px;padding:16px;margin:16px 0}
.summary div{display:flex;justify-content:space-between;gap:12px}
.summary dt{color:var(--muted)}
.summary dd{margin:0;font-weight:600}
.actions{display:flex;gap:12px}
.actions button{flex:1 1 0}
button.secondary{background:transparent;color:var(--fg);border:1px solid var(--line)}
a.button{display:block;text-align:center;font-weight:600;padding:12px;border-radius:8px;background:var(--btn-bg);color:var(--btn-fg);text-decoration:none}
a:focus-visible,summary:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.test-cards{font-size:.875rem;margin:0 0 16px}
.test-cards summary{cursor:pointer;font-weight:600}
.test-cards dl{margin:8px 0 0}
.test-cards div{display:flex;flex-wrap:wrap;gap:4px 12px;padding:4px 0;border-block-end:1px solid var(--line)}
.test-cards dt{direction:ltr}
.test-cards dd{margin:0;color:var(--muted)}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
`;
