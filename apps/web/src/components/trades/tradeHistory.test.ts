import i18next, { type TFunction } from 'i18next';
import { ar } from '../../i18n/locales/trades/ar';
import { en } from '../../i18n/locales/trades/en';
import { fr } from '../../i18n/locales/trades/fr';
import { describeTradeUpdate } from './tradeHistory';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: {
      en: { translation: { trades: en } },
      fr: { translation: { trades: fr } },
      ar: { translation: { trades: ar } },
    },
    interpolation: { escapeValue: false },
  });
});

const at = '2026-05-01T10:00:00.000Z';
const say = (lng: string, type: string, data: Record<string, unknown>) =>
  describeTradeUpdate(
    { at, type: type as never, data },
    i18n.getFixedT(lng) as unknown as TFunction,
    lng,
  );

describe('trade history for people', () => {
  it('says what happened in English', () => {
    expect(say('en', 'tp_hit', { tpIndex: 0, price: 188.668 })).toBe(
      'Take-profit 1 hit at 188.668',
    );
    expect(say('en', 'sl_moved', { price: 187.869, from: 187.07 })).toBe(
      'Stop loss moved from 187.07 to 187.869',
    );
    expect(say('en', 'closed', { price: 189.1, pips: 87.9, rMultiple: 1.1, result: 'win' })).toBe(
      'Closed at 189.1 (+87.9 pips, +1.1 R)',
    );
    expect(say('en', 'closed', { price: 1.08, pips: -30, rMultiple: -1 })).toBe(
      'Closed at 1.08 (-30.0 pips, -1.0 R)',
    );
    expect(say('en', 'published', { status: 'pending' })).toBe('Published as pending');
    expect(say('en', 'activated', {})).toBe('Activated: the entry was reached');
    expect(say('en', 'note', { text: '<b>hold</b>' })).toBe('Note: <b>hold</b>');
    expect(say('en', 'something_new', {})).toBe('Updated');
  });

  it('closes the trade when the last take-profit is hit', () => {
    expect(say('en', 'tp_hit', { tpIndex: 2, price: 1.1, pips: 45, rMultiple: 2.25 })).toBe(
      'Take-profit 3 hit at 1.1 — every take-profit hit, trade closed (+45.0 pips, +2.3 R)',
    );
  });

  it('speaks French and Arabic, with their number formats', () => {
    expect(say('fr', 'tp_hit', { tpIndex: 0, price: 188.668 })).toBe(
      'Take-profit 1 atteint à 188,668',
    );
    expect(say('fr', 'sl_moved', { price: 187.869, from: 187.07 })).toBe(
      'Stop loss déplacé de 187,07 à 187,869',
    );
    const arabic = say('ar', 'closed', { price: 189.1, pips: 87.9, rMultiple: 1.1 });
    expect(arabic).toMatch(/^أُغلقت عند/);
    expect(arabic).not.toMatch(/closed|undefined/i);
  });
});
