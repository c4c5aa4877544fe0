/**
 * The one set of texts of trade alerts: the e-mail, the phone notification and the app's bell
 * and toasts word every event with these functions, in the reader's language, so a member reads
 * the same sentence wherever an alert reaches them.
 */

import type { AlertLanguage } from './alertLanguage';

export { ALERT_LANGUAGES, alertLanguage, type AlertLanguage } from './alertLanguage';

/** The kinds of trade event an alert is about. */
export type AlertEventType =
  'published' | 'activated' | 'tp_hit' | 'sl_moved' | 'closed' | 'cancelled' | 'note';

/** What an alert says, as the API stores it: `data` is empty when `full` is false (a teaser). */
export interface AlertInput {
  type: AlertEventType;
  symbol: string;
  side: 'buy' | 'sell';
  /** False for a non-member's teaser: never a level. */
  full: boolean;
  data: Record<string, unknown>;
}

/** A trade's state now, for the line a phone shows after several events ("TP1 hit, stop moved to entry"). */
export interface TradeStateInput {
  symbol: string;
  side: 'buy' | 'sell';
  status: 'pending' | 'open' | 'closed' | 'cancelled';
  entryPrice: number;
  stopLoss: number;
  initialStopLoss: number;
  takeProfits: { price: number; hit: boolean }[];
  rMultiple: number | null;
  closePrice: number | null;
}

/** What the member was not told during their quiet hours, summed up. */
export interface DigestInput {
  /** New trades held. */
  published: number;
  /** Trades closed, with their R multiples (null when unknown). */
  closed: (number | null)[];
  /** Every other event held (activations, take-profits, stops, notes, cancellations). */
  other: number;
}

/** A title and a one-line body. */
export interface AlertMessage {
  title: string;
  body: string;
}

interface Texts {
  side: Record<'buy' | 'sell', string>;
  title: Record<AlertEventType, string>;
  entry: string;
  sl: string;
  tp: string;
  teaser: string;
  tpHit: string;
  stopMoved: string;
  stopAtEntry: string;
  closedAt: string;
  activated: string;
  cancelled: string;
  pending: string;
  open: string;
  digestTitle: string;
  newTrades: (n: number) => string;
  closedTrades: (n: number) => string;
  otherUpdates: (n: number) => string;
  nothing: string;
  join: string;
}

const plural = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;

const TEXTS: Record<AlertLanguage, Texts> = {
  en: {
    side: { buy: 'BUY', sell: 'SELL' },
    title: {
      published: 'New trade: {symbol} {side}',
      activated: 'Trade activated: {symbol} {side}',
      tp_hit: 'Take-profit hit: {symbol} {side}',
      sl_moved: 'Stop loss moved: {symbol} {side}',
      closed: 'Trade closed: {symbol} {side}',
      cancelled: 'Trade cancelled: {symbol} {side}',
      note: 'Note on {symbol} {side}',
    },
    entry: 'entry',
    sl: 'SL',
    tp: 'TP',
    teaser: 'Entry, stop and targets are for members.',
    tpHit: 'TP{n} hit',
    stopMoved: 'stop moved to {price}',
    stopAtEntry: 'stop moved to entry',
    closedAt: 'closed at {price}',
    activated: 'entry reached',
    cancelled: 'cancelled before entry',
    pending: 'waiting for entry',
    open: 'running',
    digestTitle: 'While you were away',
    newTrades: plural('new trade', 'new trades'),
    closedTrades: plural('closed', 'closed'),
    otherUpdates: plural('update', 'updates'),
    nothing: 'nothing new',
    join: ', ',
  },
  fr: {
    side: { buy: 'ACHAT', sell: 'VENTE' },
    title: {
      published: 'Nouveau trade : {symbol} {side}',
      activated: 'Trade activé : {symbol} {side}',
      tp_hit: 'Take-profit atteint : {symbol} {side}',
      sl_moved: 'Stop loss déplacé : {symbol} {side}',
      closed: 'Trade clôturé : {symbol} {side}',
      cancelled: 'Trade annulé : {symbol} {side}',
      note: 'Note sur {symbol} {side}',
    },
    entry: 'entrée',
    sl: 'SL',
    tp: 'TP',
    teaser: 'L’entrée, le stop et les objectifs sont réservés aux membres.',
    tpHit: 'TP{n} atteint',
    stopMoved: 'stop déplacé à {price}',
    stopAtEntry: 'stop déplacé à l’entrée',
    closedAt: 'clôturé à {price}',
    activated: 'entrée atteinte',
    cancelled: 'annulé avant l’entrée',
    pending: 'en attente d’entrée',
    open: 'en cours',
    digestTitle: 'Pendant votre absence',
    newTrades: plural('nouveau trade', 'nouveaux trades'),
    closedTrades: plural('clôturé', 'clôturés'),
    otherUpdates: plural('mise à jour', 'mises à jour'),
    nothing: 'rien de nouveau',
    join: ', ',
  },
  ar: {
    side: { buy: 'شراء', sell: 'بيع' },
    title: {
      published: 'صفقة جديدة: {symbol} {side}',
      activated: 'تفعيل الصفقة: {symbol} {side}',
      tp_hit: 'تحقق جني الأرباح: {symbol} {side}',
      sl_moved: 'نقل وقف الخسارة: {symbol} {side}',
      closed: 'إغلاق الصفقة: {symbol} {side}',
      cancelled: 'إلغاء الصفقة: {symbol} {side}',
      note: 'ملاحظة على {symbol} {side}',
    },
    entry: 'الدخول',
    sl: 'وقف الخسارة',
    tp: 'الهدف',
    teaser: 'الدخول والوقف والأهداف متاحة للأعضاء.',
    tpHit: 'تحقق الهدف {n}',
    stopMoved: 'نُقل الوقف إلى {price}',
    stopAtEntry: 'نُقل الوقف إلى سعر الدخول',
    closedAt: 'أُغلقت عند {price}',
    activated: 'تم الوصول إلى سعر الدخول',
    cancelled: 'أُلغيت قبل الدخول',
    pending: 'بانتظار الدخول',
    open: 'قائمة',
    digestTitle: 'أثناء غيابك',
    newTrades: (n) => `${n} ${n === 1 ? 'صفقة جديدة' : 'صفقات جديدة'}`,
    closedTrades: (n) => `${n} ${n === 1 ? 'مغلقة' : 'مغلقة'}`,
    otherUpdates: (n) => `${n} ${n === 1 ? 'تحديث' : 'تحديثات'}`,
    nothing: 'لا جديد',
    join: '، ',
  },
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A price as the analyst wrote it (no rounding, no grouping: levels are copied into a platform). */
const price = (value: number) => String(value);

/** An R multiple with its sign: "+1.8 R", "-1 R". */
export function formatR(r: number): string {
  const rounded = Math.round(r * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded} R`;
}

/** The title of an alert: the event, the symbol and the side ("New trade: EURUSD BUY"). */
export function alertTitle(
  input: Pick<AlertInput, 'type' | 'symbol' | 'side'>,
  lang: AlertLanguage,
): string {
  const t = TEXTS[lang];
  return fill(t.title[input.type], { symbol: input.symbol, side: t.side[input.side] });
}

/**
 * The body of an alert, from the event's own data: for a new trade to a member
 * "EURUSD BUY · entry 1.0852 · SL 1.0815 · TP1 1.0890"; for a teaser, no level.
 */
export function alertBody(input: AlertInput, lang: AlertLanguage): string {
  const t = TEXTS[lang];
  const head = `${input.symbol} ${t.side[input.side]}`;
  if (!input.full) return `${head} · ${t.teaser}`;
  const d = input.data;
  switch (input.type) {
    case 'published': {
      const parts = [head];
      const entry = num(d.entryPrice);
      const sl = num(d.stopLoss);
      if (entry !== null) parts.push(`${t.entry} ${price(entry)}`);
      if (sl !== null) parts.push(`${t.sl} ${price(sl)}`);
      const tps = Array.isArray(d.takeProfits) ? d.takeProfits.map(num) : [];
      tps.forEach((tp, i) => {
        if (tp !== null) parts.push(`${t.tp}${i + 1} ${price(tp)}`);
      });
      return parts.join(' · ');
    }
    case 'activated':
      return `${head} · ${t.activated}`;
    case 'tp_hit': {
      const index = num(d.tpIndex);
      const at = num(d.price);
      const parts = [
        head,
        fill(t.tpHit, { n: (index ?? 0) + 1 }) + (at !== null ? ` (${price(at)})` : ''),
      ];
      const r = num(d.rMultiple);
      if (r !== null) parts.push(formatR(r));
      return parts.join(' · ');
    }
    case 'sl_moved': {
      const to = num(d.price);
      return to === null ? head : `${head} · ${fill(t.stopMoved, { price: price(to) })}`;
    }
    case 'closed': {
      const at = num(d.price);
      const r = num(d.rMultiple);
      const parts = [head];
      if (at !== null) parts.push(fill(t.closedAt, { price: price(at) }));
      if (r !== null) parts.push(formatR(r));
      return parts.join(' · ');
    }
    case 'cancelled':
      return `${head} · ${t.cancelled}`;
    case 'note': {
      const text = typeof d.text === 'string' ? d.text : '';
      return text ? `${head} · ${text}` : head;
    }
  }
}

/** Title and body of an alert. */
export function alertMessage(input: AlertInput, lang: AlertLanguage): AlertMessage {
  return { title: alertTitle(input, lang), body: alertBody(input, lang) };
}

/**
 * A trade's state now, in one line: what a phone shows when several events of one trade were
 * collapsed into one notification ("EURUSD: TP1 hit, stop moved to entry").
 */
export function tradeStateLine(state: TradeStateInput, lang: AlertLanguage): string {
  const t = TEXTS[lang];
  const parts: string[] = [];
  if (state.status === 'cancelled') parts.push(t.cancelled);
  else if (state.status === 'pending') parts.push(t.pending);
  state.takeProfits.forEach((tp, i) => {
    if (tp.hit) parts.push(fill(t.tpHit, { n: i + 1 }));
  });
  if (state.status !== 'cancelled' && state.stopLoss !== state.initialStopLoss)
    parts.push(
      state.stopLoss === state.entryPrice
        ? t.stopAtEntry
        : fill(t.stopMoved, { price: price(state.stopLoss) }),
    );
  if (state.status === 'closed') {
    if (state.closePrice !== null) parts.push(fill(t.closedAt, { price: price(state.closePrice) }));
    if (state.rMultiple !== null) parts.push(formatR(state.rMultiple));
  }
  if (parts.length === 0) parts.push(t.open);
  return `${state.symbol}: ${parts.join(t.join)}`;
}

const TEST_MESSAGES: Record<AlertLanguage, AlertMessage> = {
  en: {
    title: 'Finfree: phone alerts are on',
    body: 'This is how your trade alerts will look on this device.',
  },
  fr: {
    title: 'Finfree : les alertes sur téléphone sont activées',
    body: 'Voici à quoi ressembleront vos alertes de trades sur cet appareil.',
  },
  ar: {
    title: 'Finfree: تنبيهات الهاتف مفعّلة',
    body: 'هكذا ستظهر تنبيهات الصفقات على هذا الجهاز.',
  },
};

/** The test alert a member sends to one of their devices ("Finfree: phone alerts are on"). */
export function testAlertMessage(lang: AlertLanguage): AlertMessage {
  return { ...TEST_MESSAGES[lang] };
}

/** The one message that ends quiet hours: "While you were away: 2 new trades, 1 closed +1.8 R". */
export function digestMessage(input: DigestInput, lang: AlertLanguage): AlertMessage {
  const t = TEXTS[lang];
  const parts: string[] = [];
  if (input.published > 0) parts.push(t.newTrades(input.published));
  if (input.closed.length > 0) {
    const rs = input.closed.filter((r): r is number => r !== null);
    const total = rs.reduce((sum, r) => sum + r, 0);
    parts.push(t.closedTrades(input.closed.length) + (rs.length > 0 ? ` ${formatR(total)}` : ''));
  }
  if (input.other > 0) parts.push(t.otherUpdates(input.other));
  const body = parts.length > 0 ? parts.join(t.join) : t.nothing;
  return { title: t.digestTitle, body: `${t.digestTitle}: ${body}` };
}
