// @vitest-environment jsdom
/// <reference lib="dom" />
import { CARD_FORM_JS } from './sandbox.form-assets';

const FORM = `<form id="card-form" data-setup="seti_1" data-origins="https://app.test" data-return-url="">
  <input id="number"><span id="number-brand"></span><span id="number-error"></span>
  <input id="exp"><span id="exp-error"></span>
  <input id="cvc"><span id="cvc-error"></span>
  <button type="submit">Save card</button><p id="status"></p>
</form>
<section id="challenge" hidden>
  <h2 id="challenge-title" tabindex="-1">Confirm your card</h2><p id="challenge-card"></p>
  <button type="button" id="challenge-approve">Approve</button>
  <button type="button" id="challenge-fail">Fail</button>
</section>`;

describe('sandbox card-form script', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let posted: { message: unknown; origin: string }[];

  beforeEach(() => {
    document.body.innerHTML = FORM;
    posted = [];
    fetchMock = vi.fn(async () => ({
      ok: true,
      json: async () => ({ paymentMethodId: 'pm_abc', brand: 'visa', last4: '4242' }),
    }));
    vi.stubGlobal('fetch', fetchMock);
    // The opener (the app's window) receives the token.
    vi.stubGlobal('opener', {
      postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
    });
    new Function(CARD_FORM_JS)();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const type = (id: string, value: string) => {
    const input = document.getElementById(id) as HTMLInputElement;
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };
  const submit = async () => {
    document.getElementById('card-form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
  };

  it('formats the number, names the brand, and hands the token to the allowed origin', async () => {
    type('number', '4242424242424242');
    expect((document.getElementById('number') as HTMLInputElement).value).toBe(
      '4242 4242 4242 4242',
    );
    expect(document.getElementById('number-brand')?.textContent).toBe('Visa');
    type('exp', `12/${String(new Date().getFullYear() + 2).slice(2)}`);
    type('cvc', '123');
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, { body: string }];
    expect(url).toBe('/sandbox/payment-methods');
    expect(JSON.parse(init.body)).toMatchObject({ setupId: 'seti_1', number: '4242424242424242' });
    expect(posted).toEqual([
      {
        message: {
          type: 'finfree:payment-method',
          setupId: 'seti_1',
          paymentMethodId: 'pm_abc',
          brand: 'visa',
          last4: '4242',
        },
        origin: 'https://app.test',
      },
    ]);
    // The number is cleared from the page once tokenised.
    expect((document.getElementById('number') as HTMLInputElement).value).toBe('');
  });

  it('shows field errors (Luhn, past expiry, Amex CVC) and sends nothing', async () => {
    type('number', '4242424242424241');
    type('exp', '01/20');
    type('cvc', '12');
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('number-error')?.textContent).toMatch(/invalid/);
    expect(document.getElementById('exp-error')?.textContent).toMatch(/past/);
    expect(document.getElementById('cvc-error')?.textContent).toMatch(/3 digits/);
    expect(document.getElementById('number')?.getAttribute('aria-invalid')).toBe('true');
    type('number', '378282246310005');
    expect(document.getElementById('number-brand')?.textContent).toBe('American Express');
    type('exp', '12/40');
    type('cvc', '123');
    await submit();
    expect(document.getElementById('cvc-error')?.textContent).toMatch(/4 digits/);
  });

  describe('a card whose bank asks for its challenge when saved', () => {
    const answers: { ok: boolean; status: number; body: object }[] = [];
    beforeEach(() => {
      answers.length = 0;
      fetchMock.mockImplementation(async () => {
        const next = answers.shift();
        if (!next) throw new Error('unexpected fetch');
        return { ok: next.ok, status: next.status, json: async () => next.body };
      });
    });
    const fill = () => {
      type('number', '4000002500003155');
      type('exp', `12/${String(new Date().getFullYear() + 2).slice(2)}`);
      type('cvc', '123');
    };
    const pending = {
      ok: true,
      status: 202,
      body: { status: 'requires_action', paymentMethodId: 'pm_3155', brand: 'visa', last4: '3155' },
    };
    const click = async (id: string) => {
      document.getElementById(id)?.dispatchEvent(new Event('click'));
      await new Promise((r) => setTimeout(r, 0));
      await new Promise((r) => setTimeout(r, 0));
    };
    const challenge = () => document.getElementById('challenge') as HTMLElement;

    it('shows the challenge first and hands the token back only once approved', async () => {
      answers.push(pending);
      fill();
      await submit();
      expect(challenge().hidden).toBe(false);
      expect(document.activeElement?.id).toBe('challenge-title');
      expect(document.getElementById('challenge-card')?.textContent).toBe('Visa ending in 3155');
      expect(posted).toEqual([]);
      answers.push({
        ok: true,
        status: 201,
        body: { paymentMethodId: 'pm_3155', brand: 'visa', last4: '3155' },
      });
      await click('challenge-approve');
      const [url, init] = fetchMock.mock.calls[1] as [string, { body: string }];
      expect(url).toBe('/sandbox/payment-methods/authenticate');
      expect(JSON.parse(init.body)).toEqual({
        setupId: 'seti_1',
        paymentMethodId: 'pm_3155',
        outcome: 'approve',
      });
      expect(challenge().hidden).toBe(true);
      expect(posted).toMatchObject([{ message: { paymentMethodId: 'pm_3155' } }]);
      expect(document.getElementById('status')?.textContent).toBe('Visa ending in 3155 saved.');
    });

    it('Fail says the bank could not confirm the card and hands nothing back', async () => {
      answers.push(pending);
      fill();
      await submit();
      answers.push({
        ok: false,
        status: 402,
        body: { code: 402, message: 'Your bank could not confirm this card.' },
      });
      await click('challenge-fail');
      expect(
        JSON.parse((fetchMock.mock.calls[1] as [string, { body: string }])[1].body),
      ).toMatchObject({ outcome: 'fail' });
      expect(posted).toEqual([]);
      expect(challenge().hidden).toBe(true);
      expect(document.getElementById('status')?.textContent).toBe(
        'Your bank could not confirm this card.',
      );
      // The form can be used again.
      expect((document.querySelector('#card-form button') as HTMLButtonElement).disabled).toBe(
        false,
      );
    });
  });
});
