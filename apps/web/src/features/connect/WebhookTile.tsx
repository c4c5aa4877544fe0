import { Alert, Button, Stack, TextField, Typography, cssVar, notify } from '@finfree/ui';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RetryAlert } from '../../components/RetryAlert';
import { formatDateTime } from '../../lib/format';
import { errorStatus, errorText } from '../../lib/serverErrors';
import { LoadingLines } from './LoadingLines';
import {
  useRemoveWebhook,
  useResumeWebhook,
  useRotateWebhookSecret,
  useSaveWebhook,
  useTestWebhook,
  useWebhook,
  type WebhookAttempt,
  type WebhookEndpoint,
} from './api';
import { webhookUrlError, WEBHOOK_URL_MAX } from './connectState';
import { CopyField } from './CopyField';
import { TileCard } from './TileCard';
import { useActionFailure, type TileProps } from './TelegramTile';

const UrlForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px 12px;

  & > :first-child {
    flex: 1 1 18rem;
    min-inline-size: 0;
  }
  & > button {
    margin-block-start: 26px;
  }
`;

const Disclosure = styled.details`
  border: 1px solid ${cssVar('divider')};
  border-radius: 8px;
  padding: 8px 12px;

  summary {
    cursor: pointer;
    font-weight: 600;
  }
  pre {
    margin-block: 8px 0;
    padding: 8px 12px;
    overflow-x: auto;
    font-size: 0.8125rem;
    background: ${cssVar('backgroundNeutral')};
    border-radius: 6px;
    direction: ltr;
    text-align: start;
  }
`;

// The delivery log (and the table under it) shows only once an address is saved: its code loads
// then.
const DeliveryLog = lazy(() => import('./DeliveryLog'));

/** How a receiver checks a delivery (Node.js); the guide has other languages. */
const verifySnippet = `const [t, v1] = header.split(',').map((p) => p.split('=')[1]);
const expected = crypto.createHmac('sha256', secret)
  .update(\`\${t}.\${rawBody}\`).digest('hex');
const ok = crypto.timingSafeEqual(Buffer.from(v1, 'hex'), Buffer.from(expected, 'hex'))
  && Math.abs(Date.now() / 1000 - Number(t)) < 300;`;

/** The address form: creates the endpoint, or changes its address. */
function WebhookForm({
  endpoint,
  onSaved,
  onForbidden,
}: {
  endpoint: WebhookEndpoint | null;
  onSaved: (secret: string | null) => void;
  onForbidden: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveWebhook();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const problem = submitted ? webhookUrlError(url) : null;
  const message = problem ? t(`connect.webhook.errors.${problem}`) : serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (webhookUrlError(url)) return;
    save.mutate(url.trim(), {
      onSuccess: ({ secret }) => {
        notify.success(t('connect.webhook.saved'));
        onSaved(secret);
      },
      onError: (error) => {
        if (errorStatus(error) === 403) onForbidden();
        else setServerError(errorText(error, t('connect.failed')));
      },
    });
  };
  return (
    <UrlForm onSubmit={submit} noValidate>
      <TextField
        label={t('connect.webhook.url')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        dir="ltr"
        maxLength={WEBHOOK_URL_MAX}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={!!message}
        helperText={message ?? t('connect.webhook.urlHint')}
        fullWidth
        required
      />
      <Button type="submit" loading={save.isPending}>
        {t('connect.webhook.save')}
      </Button>
    </UrlForm>
  );
}

type Confirm = 'rotate' | 'remove' | null;

/** The signed webhook: its address, the secret (shown once), a test, the log, pause and removal. */
export function WebhookTile({ tile, loading, entitled, onForbidden }: TileProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const webhook = useWebhook({ enabled: entitled });
  const rotate = useRotateWebhookSecret();
  const resume = useResumeWebhook();
  const test = useTestWebhook();
  const remove = useRemoveWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const [result, setResult] = useState<WebhookAttempt | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const failed = useActionFailure(onForbidden);
  const endpoint = webhook.data ?? null;
  const forbidden = webhook.isError && errorStatus(webhook.error) === 403;
  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);

  const confirmed = () => {
    setConfirmError(null);
    const onError = (error: unknown) => {
      if (errorStatus(error) === 403) {
        setConfirm(null);
        onForbidden();
      } else setConfirmError(errorText(error, t('connect.failed')));
    };
    if (confirm === 'rotate') {
      rotate.mutate(undefined, {
        onSuccess: ({ secret: next }) => {
          setSecret(next);
          setConfirm(null);
        },
        onError,
      });
    } else if (confirm === 'remove') {
      remove.mutate(undefined, {
        onSuccess: () => {
          setConfirm(null);
          setSecret(null);
          setResult(null);
          notify.success(t('connect.webhook.removed'));
        },
        onError,
      });
    }
  };

  const body = () => {
    if (forbidden) return null;
    if (webhook.isError)
      return <RetryAlert error={webhook.error} onRetry={() => void webhook.refetch()} />;
    if (webhook.isPending) return <LoadingLines />;
    return (
      <Stack gap={2}>
        {endpoint ? (
          <Stack gap={0.5}>
            {endpoint.lastSuccessAt ? (
              <Typography variant="caption" color="textSecondary">
                {t('connect.webhook.lastSuccess', {
                  date: formatDateTime(endpoint.lastSuccessAt, lng),
                })}
              </Typography>
            ) : null}
            {endpoint.failingSince ? (
              <Typography variant="caption" color="error">
                {t('connect.webhook.failingSince', {
                  date: formatDateTime(endpoint.failingSince, lng),
                })}
              </Typography>
            ) : null}
          </Stack>
        ) : null}
        {endpoint?.status === 'paused' ? (
          <Alert
            severity="warning"
            action={
              <Button
                size="small"
                variant="text"
                color="inherit"
                loading={resume.isPending}
                onClick={() =>
                  resume.mutate(undefined, {
                    onSuccess: () => notify.success(t('connect.webhook.resumed')),
                    onError: failed,
                  })
                }
              >
                {t('connect.webhook.resume')}
              </Button>
            }
          >
            {t('connect.webhook.paused')}
          </Alert>
        ) : null}
        {secret ? (
          <Stack gap={1.5}>
            <Alert severity="warning">{t('connect.webhook.secretWarning')}</Alert>
            <CopyField label={t('connect.webhook.secret')} value={secret} />
            <div>
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                onClick={() => setSecret(null)}
              >
                {t('connect.webhook.secretStored')}
              </Button>
            </div>
          </Stack>
        ) : null}
        <WebhookForm
          key={endpoint?.url ?? 'new'}
          endpoint={endpoint}
          onSaved={(next) => {
            if (next) setSecret(next);
          }}
          onForbidden={onForbidden}
        />
        {endpoint ? (
          <>
            <Stack direction="row" gap={1} wrap>
              <Button
                variant="outlined"
                loading={test.isPending}
                onClick={() =>
                  test.mutate(undefined, {
                    onSuccess: ({ attempt }) => setResult(attempt),
                    onError: failed,
                  })
                }
              >
                {t('connect.webhook.test')}
              </Button>
              <Button variant="outlined" color="inherit" onClick={() => setConfirm('rotate')}>
                {t('connect.webhook.rotate')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setConfirm('remove')}>
                {t('connect.webhook.remove')}
              </Button>
            </Stack>
            <div role="status">
              {result ? (
                <Alert severity={result.ok ? 'success' : 'error'} role="none">
                  {result.ok
                    ? t('connect.webhook.testOk', {
                        status: result.httpStatus ?? '—',
                        latency: result.latencyMs,
                      })
                    : t('connect.webhook.testFailed', {
                        error:
                          result.error ??
                          (result.httpStatus ? `HTTP ${result.httpStatus}` : t('connect.failed')),
                        latency: result.latencyMs,
                      })}
                </Alert>
              ) : null}
            </div>
            <Suspense fallback={<LoadingLines />}>
              <DeliveryLog />
            </Suspense>
          </>
        ) : null}
        <Disclosure>
          <summary>{t('connect.webhook.verify.title')}</summary>
          <Typography variant="body2" as="p">
            {t('connect.webhook.verify.text')}
          </Typography>
          <pre>
            <code>{verifySnippet}</code>
          </pre>
          <Typography variant="caption" color="textSecondary" as="p">
            {t('connect.webhook.verify.docs')}
          </Typography>
        </Disclosure>
      </Stack>
    );
  };

  return (
    <TileCard
      id="connect-webhook"
      title={t('connect.webhook.title')}
      intro={t('connect.webhook.intro')}
      tile={tile}
      loading={loading}
    >
      {entitled && !loading && tile?.available !== false ? body() : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirm(null);
            setConfirmError(null);
          }
        }}
        title={
          confirm === 'remove' ? t('connect.webhook.removeTitle') : t('connect.webhook.rotateTitle')
        }
        description={
          confirm === 'remove'
            ? t('connect.webhook.removeText', { url: endpoint?.url ?? '' })
            : t('connect.webhook.rotateText')
        }
        confirmLabel={
          confirm === 'remove' ? t('connect.webhook.remove') : t('connect.webhook.rotate')
        }
        color={confirm === 'remove' ? 'error' : 'primary'}
        onConfirm={confirmed}
        pending={rotate.isPending || remove.isPending}
        error={confirmError}
      />
    </TileCard>
  );
}
