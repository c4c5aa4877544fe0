import type { Balance, Withdrawal, WithdrawalMethod } from '@finfree/core';
import { useWithdraw } from '@finfree/core/react';
import {
  Alert,
  Button,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Select,
  Stack,
  TextField,
  notify,
} from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from '../../components/DialogButtons';
import { ProblemAlert } from '../../components/ProblemAlert';
import { formatMoney } from '../../lib/format';
import { errorStatus, errorText } from '../../lib/serverErrors';
import { validateWithdrawal, type WithdrawErrors, type WithdrawValues } from './withdrawRules';

const methods: WithdrawalMethod[] = ['bank_transfer', 'paypal', 'usdt'];

/**
 * Withdraw: amount (minimum and available shown), method and destination, checked like the
 * server; its field errors land at the fields. One pending request at a time.
 */
export function WithdrawDialog({
  balance,
  pending,
  onDone,
}: {
  balance: Balance;
  pending: Withdrawal | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const money = (cents: number) => formatMoney(cents, balance.currency, lng);
  const withdraw = useWithdraw();
  const [values, setValues] = useState<WithdrawValues>({
    amount: '',
    method: 'bank_transfer',
    destination: '',
  });
  const [errors, setErrors] = useState<WithdrawErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const limits = { minimum: balance.minimumWithdrawal, available: balance.available };
  const vars = { minimum: money(limits.minimum), available: money(limits.available) };
  const fieldError = (name: keyof WithdrawValues) =>
    errors[name] ? t(errors[name], vars) : serverErrors[name];

  const change = (name: keyof WithdrawValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    setServerErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = validateWithdrawal(values, limits, lng);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0 || checked.amount === null) return;
    withdraw.mutate(
      { amount: checked.amount, method: values.method, destination: values.destination.trim() },
      {
        onSuccess: () => {
          notify.success(t('billing.withdraw.requested', { amount: money(checked.amount ?? 0) }));
          onDone();
        },
        onError: (error) => {
          const list = (error as { errors?: Array<{ field: string; message: string }> }).errors;
          const byField: Record<string, string> = {};
          for (const e of Array.isArray(list) ? list : []) {
            byField[e.field.replace(/^body\./, '')] = e.message;
          }
          if (Object.keys(byField).length > 0) setServerErrors(byField);
          else if (
            errorStatus(error) === 400 &&
            /amount|balance|minimum/i.test(errorText(error, ''))
          )
            setServerErrors({ amount: errorText(error, '') });
          else setProblem(errorText(error, t('billing.errors.server')));
        },
      },
    );
  };

  const blocked = pending !== null || balance.available < balance.minimumWithdrawal;

  return (
    <DialogContent maxWidth="xs" showClose closeLabel={t('common.close')}>
      <DialogTitle>{t('billing.withdraw.title')}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <Stack gap={2.5}>
            <DialogDescription>{t('billing.withdraw.limits', vars)}</DialogDescription>
            {pending ? (
              <Alert severity="info">
                {t('billing.withdraw.pendingExists', {
                  amount: formatMoney(pending.amount, pending.currency, lng),
                })}
              </Alert>
            ) : balance.available < balance.minimumWithdrawal ? (
              <Alert severity="info">{t('billing.withdraw.notEnough', vars)}</Alert>
            ) : null}
            <ProblemAlert problem={problem} />
            <TextField
              label={t('billing.withdraw.amount')}
              inputMode="decimal"
              autoComplete="off"
              required
              fullWidth
              value={values.amount}
              error={!!fieldError('amount')}
              helperText={fieldError('amount')}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                change('amount', event.target.value)
              }
            />
            <Select
              label={t('billing.withdraw.method')}
              value={values.method}
              onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
                change('method', event.target.value)
              }
            >
              {methods.map((method) => (
                <option key={method} value={method}>
                  {t(`billing.withdrawals.methods.${method}`)}
                </option>
              ))}
            </Select>
            <TextField
              label={t('billing.withdraw.destination')}
              required
              fullWidth
              autoComplete="off"
              value={values.destination}
              error={!!fieldError('destination')}
              helperText={
                fieldError('destination') ?? t(`billing.withdraw.destinationHint.${values.method}`)
              }
              onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                change('destination', event.target.value)
              }
            />
          </Stack>
        </DialogBody>
        <DialogButtons dismissLabel={t('common.cancel')}>
          <Button type="submit" loading={withdraw.isPending} disabled={blocked}>
            {t('billing.withdraw.submit')}
          </Button>
        </DialogButtons>
      </form>
    </DialogContent>
  );
}
