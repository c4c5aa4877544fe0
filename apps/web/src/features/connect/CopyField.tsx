import { Alert, Button, Copy, Stack, TextField, Typography, notify } from '@finfree/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;

  & > :first-child {
    flex: 1 1 16rem;
    min-inline-size: 0;
  }
`;

/** A read-only value (an invite link, a secret) with a Copy button; selects it when copying fails. */
export function CopyField({
  label,
  value,
  helperText,
}: {
  label: string;
  value: string;
  helperText?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [fallback, setFallback] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setFallback(false);
      notify.success(t('connect.copied'));
    } catch {
      setFallback(true);
      input.current?.focus();
      input.current?.select();
    }
  };
  return (
    <Stack gap={1}>
      <Row>
        <TextField
          ref={input}
          label={label}
          value={value}
          readOnly
          fullWidth
          dir="ltr"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="outlined"
          startIcon={<Copy size={18} aria-hidden />}
          aria-label={`${t('connect.copy')}: ${label}`}
          onClick={() => void copy()}
        >
          {t('connect.copy')}
        </Button>
      </Row>
      {helperText ? (
        <Typography variant="caption" color="textSecondary">
          {helperText}
        </Typography>
      ) : null}
      {fallback ? <Alert severity="info">{t('connect.copyFallback')}</Alert> : null}
    </Stack>
  );
}
