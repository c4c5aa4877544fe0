import { describe, expect, it } from 'vitest';
import {
  ALERT_LANGUAGES,
  alertBody,
  alertLanguage,
  alertTitle,
  digestMessage,
  testAlertMessage,
  tradeStateLine,
} from './alertText';

const published = {
  type: 'published' as const,
  symbol: 'EURUSD',
  side: 'buy' as const,
  full: true,
  data: { entryPrice: 1.0852, stopLoss: 1.0815, takeProfits: [1.089, 1.092] },
};

describe('alert texts', () => {
  it('words a new trade as a sentence of levels for members, never a field name', () => {
    expect(alertTitle(published, 'en')).toBe('New trade: EURUSD BUY');
    expect(alertBody(published, 'en')).toBe(
      'EURUSD BUY · entry 1.0852 · SL 1.0815 · TP1 1.089 · TP2 1.092',
    );
    expect(alertBody(published, 'en')).not.toMatch(/entryPrice|stopLoss|takeProfits/);
  });

  it('gives a non-member the teaser without a level', () => {
    const body = alertBody({ ...published, full: false, data: {} }, 'en');
    expect(body).toBe('EURUSD BUY · Entry, stop and targets are for members.');
    expect(body).not.toMatch(/\d\.\d/);
  });

  it('words every event in Arabic and French', () => {
    expect(alertTitle(published, 'ar')).toBe('صفقة جديدة: EURUSD شراء');
    expect(alertTitle({ ...published, type: 'closed' }, 'fr')).toBe('Trade clôturé : EURUSD ACHAT');
    expect(
      alertBody({ ...published, type: 'closed', data: { price: 1.087, rMultiple: 1.83 } }, 'en'),
    ).toBe('EURUSD BUY · closed at 1.087 · +1.8 R');
  });

  it('sums a trade up in one line after several events', () => {
    const state = {
      symbol: 'EURUSD',
      side: 'buy' as const,
      status: 'open' as const,
      entryPrice: 1.0852,
      stopLoss: 1.0852,
      initialStopLoss: 1.0815,
      takeProfits: [
        { price: 1.089, hit: true },
        { price: 1.092, hit: false },
      ],
      rMultiple: null,
      closePrice: null,
    };
    expect(tradeStateLine(state, 'en')).toBe('EURUSD: TP1 hit, stop moved to entry');
    expect(tradeStateLine({ ...state, stopLoss: 1.0815, takeProfits: [] }, 'en')).toBe(
      'EURUSD: running',
    );
  });

  it('writes the digest of quiet hours', () => {
    expect(digestMessage({ published: 2, closed: [1.8], other: 0 }, 'en').body).toBe(
      'While you were away: 2 new trades, 1 closed +1.8 R',
    );
    expect(alertLanguage('ar-EG')).toBe('ar');
    expect(alertLanguage('de')).toBe('en');
  });

  it('words the test alert in every language', () => {
    expect(testAlertMessage('en')).toEqual({
      title: 'Finfree: phone alerts are on',
      body: 'This is how your trade alerts will look on this device.',
    });
    expect(testAlertMessage('fr').title).toBe('Finfree : les alertes sur téléphone sont activées');
    expect(testAlertMessage('ar').title).toBe('Finfree: تنبيهات الهاتف مفعّلة');
    const bodies = ALERT_LANGUAGES.map((lang) => testAlertMessage(lang).body);
    expect(new Set(bodies).size).toBe(ALERT_LANGUAGES.length);
  });
});
