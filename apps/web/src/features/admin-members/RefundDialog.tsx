import type { Order } from '@finfree/core';
import { useRefundOrder } from '@finfree/core/react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  notify,
} from '@finfree/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format';
import { errorText } from '../../lib/serverErrors';

/** Digits after the decimal point of `currency` (2 for usd, 0 for jpy). */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** An amount typed in major units (`12`, `12.5`, `12,50`) in minor units, or null if malformed. */
export function parseAmount(text: string, digits: number): number | null {
  const value = text.trim().replace(',', '.');
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as the major-unit text an amount field shows (`1250` → `12.50`). */
export const majorUnits = (cents: number, digits: number) => (cents / 10 ** digits).toFixed(digits);

type Access = 'keep' | 'end';

interface Problems {
  amount?: string;
  reason?: string;
  form?: string;
}

/**
 * Refunding a paid order: the amount (what is left by default, in the currency's major units),
 * a reason and whether the member keeps access to the end of the period. The server's refusals
 * show in the dialog.
 */
export function RefundDialog({
  order,
  memberName,
  onClose,
}: {
  /** The order to refund; the dialog is open while set. */
  order: Order | null;
  /** Who is refunded (for the success message). */
  memberName: string;
  /** Closes the dialog. */
  onClose: () => void;
}) {
  return (
    <Dialog open={!!order} onOpenChange={(open) => !open && onClose()}>
      {order ? (
        <RefundForm key={order.id} order={order} memberName={memberName} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function RefundForm({
  order,
  memberName,
  onClose,
}: {
  order: Order;
  memberName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const refund = useRefundOrder();
  const digits = currencyDigits(order.currency);
  const left = order.amount - order.refundedAmount;
  const money = (cents: number) => formatMoney(cents, order.currency, lng);
  const [amount, setAmount] = useState(() => majorUnits(left, digits));
  const [reason, setReason] = useState('');
  const [access, setAccess] = useState<Access>('keep');
  const [problems, setProblems] = useState<Problems>({});
  const cents = parseAmount(amount, digits);

  const validate = (): Problems => {
    const found: Problems = {};
    if (!amount.trim()) found.amount = t('admin.refund.errors.amountRequired');
    else if (cents === null) found.amount = t('admin.refund.errors.amountInvalid');
    else if (cents <= 0) found.amount = t('admin.refund.errors.amountMin');
    else if (cents > left) found.amount = t('admin.refund.errors.amountMax', { left: money(left) });
    const length = reason.trim().length;
    if (length < 3 || length > 500) found.reason = t('admin.refund.errors.reasonLength');
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refund.isPending) return;
    const found = validate();
    setProblems(found);
    if (found.amount || found.reason || cents === null) return;
    refund.mutate(
      { id: order.id, body: { amount: cents, reason: reason.trim(), access } },
      {
        onSuccess: () => {
          notify.success(t('admin.refund.done', { amount: money(cents), name: memberName }));
          onClose();
        },
        onError: (failure) => {
          const fields = (failure as { errors?: Array<{ field: string; message: string }> }).errors;
          const at = (name: string) =>
            fields?.find((f) => f.field.replace(/^body\./, '') === name)?.message;
          setProblems({
            amount: at('amount'),
            reason: at('reason'),
            form: errorText(failure, t('common.somethingWentWrong')),
          });
        },
      },
    );
  };

  const valid = cents !== null && cents > 0 && cents <= left;

  return (
    <DialogContent maxWidth="sm" showClose closeLabel={t('common.close')}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('admin.refund.title')}</DialogTitle>
        <DialogDescription>
          {t('admin.refund.intro', {
            amount: money(order.amount),
            date: formatDate(order.paidAt ?? order.createdAt, lng),
            left: money(left),
          })}
        </DialogDescription>
        <DialogBody>
          <Stack gap={2.5}>
            <TextField
              fullWidth
              label={t('admin.refund.amount', { currency: order.currency.toUpperCase() })}
              inputMode="decimal"
              autoComplete="off"
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={!!problems.amount}
              helperText={problems.amount ?? t('admin.refund.amountHint', { left: money(left) })}
            />
            <TextField
              fullWidth
              multiline
              rows={3}
              label={t('admin.refund.reason')}
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={!!problems.reason}
              helperText={problems.reason ?? t('admin.refund.reasonHint')}
            />
            <RadioGroup
              label={t('admin.refund.access')}
              value={access}
              onValueChange={(next) => setAccess(next === 'end' ? 'end' : 'keep')}
            >
              <Radio value="keep" label={t('admin.refund.keep')} />
              <Radio value="end" label={t('admin.refund.end')} />
            </RadioGroup>
            {problems.form ? (
              <Alert severity="error" role="alert">
                {problems.form}
              </Alert>
            ) : null}
          </Stack>
        </DialogBody>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" loading={refund.isPending}>
            {valid
              ? t('admin.refund.confirm', { amount: money(cents) })
              : t('admin.members.refund')}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
