import type { Plan } from '@finfree/core';
import { usePlans } from '@finfree/core/react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Label,
  RefreshCw,
  Stack,
  Switch,
  Table,
  TextField,
  Typography,
  cssVar,
  notify,
  up,
} from '@finfree/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { RetryAlert } from '../../../components/RetryAlert';
import { formatDateTime } from '../../../lib/format';
import { errorText } from '../../../lib/serverErrors';
import { LoadingLines } from '../LoadingLines';
import {
  LOG_PAGE,
  useCheckPlatform,
  useConnectLog,
  useDiscordSettings,
  useSaveDiscordSettings,
  useSaveTelegramSettings,
  useTelegramSettings,
  type ConnectHealth,
  type ConnectLogEntry,
  type DiscordSettings,
  type OwnerPlatform,
  type TelegramSettings,
} from '../api';
import {
  discordDraft,
  discordInput,
  hasDiscordErrors,
  telegramDraft,
  telegramInput,
  validateDiscord,
  validateTelegram,
  type DiscordDraft,
  type FieldError,
  type TelegramDraft,
} from './settingsDraft';
import { ScreenTitle } from '../../../components/ScreenTitle';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Forms = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Roles = styled.fieldset`
  border: 1px solid ${cssVar('divider')};
  border-radius: 8px;
  margin: 0;
  padding: 12px 16px 16px;
  display: grid;
  gap: 12px;

  legend {
    padding-inline: 4px;
    font-weight: 600;
  }
`;

const Problems = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
`;

const Mono = styled.span`
  overflow-wrap: anywhere;
`;

/** A titled section of the page. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader title={<span id={id}>{title}</span>} titleAs="h2" />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Text fields' props from a draft: value, change, and the error (a catalogue key) or hint. */
function useField<D>(
  draft: D,
  setDraft: (update: (d: D) => D) => void,
  errors: Partial<Record<keyof D, FieldError>>,
) {
  const { t } = useTranslation();
  return (key: keyof D & string, hint?: string) => {
    const error: FieldError | undefined = errors[key];
    return {
      name: key,
      value: String(draft[key] ?? ''),
      onChange: (event: { target: { value: string } }) =>
        setDraft((d) => ({ ...d, [key]: event.target.value })),
      error: !!error,
      helperText: error ? t(`connect.admin.errors.${error}`) : hint,
      fullWidth: true,
    };
  };
}

/** Secret fields: never shown back; empty keeps the stored one. */
const secretInput = { type: 'password', autoComplete: 'off', spellCheck: false } as const;

function TelegramForm({ stored }: { stored: TelegramSettings }) {
  const { t } = useTranslation();
  const save = useSaveTelegramSettings();
  const [draft, setDraft] = useState<TelegramDraft>(() => telegramDraft(stored));
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = submitted ? validateTelegram(draft, stored.tokenSet) : {};
  const field = useField(draft, setDraft, errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setProblem(null);
    if (Object.keys(validateTelegram(draft, stored.tokenSet)).length) return;
    save.mutate(telegramInput(draft), {
      onSuccess: () => {
        setDraft((d) => ({ ...d, botToken: '' }));
        setSubmitted(false);
        notify.success(t('connect.admin.saved', { platform: t('connect.platforms.telegram') }));
      },
      onError: (error) => setProblem(errorText(error, t('connect.failed'))),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('connect.platforms.telegram')}>
      <Stack gap={2}>
        <TextField
          label={t('connect.admin.telegram.botToken')}
          {...secretInput}
          {...field(
            'botToken',
            stored.tokenSet ? t('connect.admin.keepHint') : t('connect.admin.notSet'),
          )}
        />
        <TextField
          label={t('connect.admin.telegram.chatId')}
          dir="ltr"
          {...field('chatId', t('connect.admin.telegram.chatIdHint'))}
        />
        <Switch
          label={t('connect.admin.enabled')}
          checked={draft.enabled}
          onCheckedChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
        />
        <ProblemAlert problem={problem} />
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('connect.admin.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function DiscordForm({ stored, plans }: { stored: DiscordSettings; plans: readonly Plan[] }) {
  const { t } = useTranslation();
  const save = useSaveDiscordSettings();
  const [draft, setDraft] = useState<DiscordDraft>(() => discordDraft(stored));
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = submitted ? validateDiscord(draft, stored) : { fields: {}, roles: {} };
  const field = useField(draft, setDraft, errors.fields);
  const planName = (plan: Plan) =>
    `${plan.name} · ${t(`connect.admin.discord.intervals.${plan.interval}`)}`;
  const keep = (set: boolean) => (set ? t('connect.admin.keepHint') : t('connect.admin.notSet'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setProblem(null);
    if (hasDiscordErrors(validateDiscord(draft, stored))) return;
    save.mutate(
      discordInput(
        draft,
        plans.map((p) => p.id),
      ),
      {
        onSuccess: () => {
          setDraft((d) => ({ ...d, botToken: '', clientSecret: '' }));
          setSubmitted(false);
          notify.success(t('connect.admin.saved', { platform: t('connect.platforms.discord') }));
        },
        onError: (error) => setProblem(errorText(error, t('connect.failed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('connect.platforms.discord')}>
      <Stack gap={2}>
        <Grid>
          <TextField
            label={t('connect.admin.discord.botToken')}
            {...secretInput}
            {...field('botToken', keep(stored.tokenSet))}
          />
          <TextField
            label={t('connect.admin.discord.clientSecret')}
            {...secretInput}
            {...field('clientSecret', keep(stored.clientSecretSet))}
          />
          <TextField
            label={t('connect.admin.discord.clientId')}
            inputMode="numeric"
            dir="ltr"
            {...field('clientId')}
          />
          <TextField
            label={t('connect.admin.discord.guildId')}
            inputMode="numeric"
            dir="ltr"
            {...field('guildId')}
          />
          <TextField
            label={t('connect.admin.discord.channelId')}
            inputMode="numeric"
            dir="ltr"
            {...field('channelId')}
          />
        </Grid>
        <Roles>
          <legend>{t('connect.admin.discord.roles')}</legend>
          <Typography variant="caption" color="textSecondary">
            {t('connect.admin.discord.rolesHint')}
          </Typography>
          {plans.length === 0 ? (
            <Typography variant="body2">{t('connect.admin.discord.noPlans')}</Typography>
          ) : (
            plans.map((plan) => {
              const error = errors.roles[plan.id];
              return (
                <TextField
                  key={plan.id}
                  label={t('connect.admin.discord.roleFor', { plan: planName(plan) })}
                  inputMode="numeric"
                  dir="ltr"
                  fullWidth
                  value={draft.roles[plan.id] ?? ''}
                  onChange={(event) => {
                    const value = event.target.value;
                    setDraft((d) => ({ ...d, roles: { ...d.roles, [plan.id]: value } }));
                  }}
                  error={!!error}
                  helperText={error ? t(`connect.admin.errors.${error}`) : undefined}
                />
              );
            })
          )}
        </Roles>
        <Switch
          label={t('connect.admin.enabled')}
          checked={draft.enabled}
          onCheckedChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
        />
        <ProblemAlert problem={problem} />
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('connect.admin.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** A platform's health: OK or its problems, the bot, when it was checked; "Check now". */
function HealthRow({
  platform,
  settings,
}: {
  platform: OwnerPlatform;
  settings: (TelegramSettings | DiscordSettings) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const check = useCheckPlatform();
  const [fresh, setFresh] = useState<{ health: ConnectHealth; at: string } | null>(null);
  const name = t(`connect.platforms.${platform}`);
  const health = fresh?.health ?? settings?.health ?? null;
  const checkedAt = fresh?.at ?? settings?.checkedAt ?? null;
  const bot =
    health?.bot?.username ??
    (settings && 'botUsername' in settings ? settings.botUsername : null) ??
    null;

  return (
    <Stack gap={1} as="li">
      <Stack direction="row" gap={1} align="center" justify="space-between" wrap>
        <Stack direction="row" gap={1} align="center" wrap>
          <Typography variant="subtitle1" as="h3">
            {name}
          </Typography>
          {!settings ? null : !settings.configured ? (
            <Label>{t('connect.admin.health.notConfigured')}</Label>
          ) : !health ? (
            <Label>{t('connect.admin.health.notChecked')}</Label>
          ) : health.ok ? (
            <Label color="success">{t('connect.admin.health.ok')}</Label>
          ) : (
            <Label color="error">{t('connect.admin.health.problems')}</Label>
          )}
        </Stack>
        <Button
          size="small"
          variant="outlined"
          startIcon={<RefreshCw size={16} aria-hidden />}
          aria-label={t('connect.admin.health.checkLabel', { platform: name })}
          loading={check.isPending}
          disabled={!settings?.configured}
          onClick={() =>
            check.mutate(platform, {
              onSuccess: (next) => setFresh({ health: next, at: new Date().toISOString() }),
              onError: (error) => notify.error(errorText(error, t('connect.failed'))),
            })
          }
        >
          {t('connect.admin.health.checkNow')}
        </Button>
      </Stack>
      {health && !health.ok && health.problems.length > 0 ? (
        <Problems>
          {health.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Problems>
      ) : null}
      <Typography variant="caption" color="textSecondary">
        {[
          bot
            ? t('connect.admin.health.bot', { name: bot.startsWith('@') ? bot : `@${bot}` })
            : null,
          checkedAt
            ? t('connect.admin.health.checkedAt', {
                date: formatDateTime(checkedAt, i18n.language),
              })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Stack>
  );
}

const HealthList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;

  & > li + li {
    border-block-start: 1px solid ${cssVar('divider')};
    padding-block-start: 16px;
  }
`;

/** The Connect log, newest first, a page at a time (`before` the last id seen). */
function ConnectLog() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  // The `before` cursor of each page opened so far; the last is the page shown.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const before = cursors.at(-1);
  const log = useConnectLog(before);
  const rows = log.data ?? [];
  const columns = [
    {
      id: 'at',
      header: t('connect.admin.log.time'),
      cell: (e: ConnectLogEntry) => <time dateTime={e.at}>{formatDateTime(e.at, lng)}</time>,
    },
    {
      id: 'platform',
      header: t('connect.admin.log.platform'),
      cell: (e: ConnectLogEntry) => t(`connect.platforms.${e.platform}`),
    },
    {
      id: 'member',
      header: t('connect.admin.log.member'),
      cell: (e: ConnectLogEntry) => <Mono>{e.email ?? t('connect.admin.log.system')}</Mono>,
    },
    { id: 'action', header: t('connect.admin.log.action'), cell: (e: ConnectLogEntry) => e.action },
    {
      id: 'detail',
      header: t('connect.admin.log.detail'),
      cell: (e: ConnectLogEntry) => <Mono>{e.detail || '—'}</Mono>,
    },
    {
      id: 'ok',
      header: t('connect.admin.log.result'),
      cell: (e: ConnectLogEntry) => (
        <Label color={e.ok ? 'success' : 'error'}>
          {e.ok ? t('connect.admin.log.ok') : t('connect.admin.log.failed')}
        </Label>
      ),
    },
  ];
  const last = rows.at(-1);
  return (
    <Stack gap={1.5}>
      <Table
        caption={t('connect.admin.log.title')}
        columns={columns}
        rows={rows}
        getRowId={(e) => e.id}
        loading={log.isPending}
        error={log.isError ? t('connect.admin.loadError') : undefined}
        onRetry={() => void log.refetch()}
        retryLabel={t('common.retry')}
        emptyContent={t('connect.admin.log.empty')}
      />
      <Stack direction="row" gap={1} justify="end">
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          disabled={cursors.length < 2}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          {t('connect.admin.log.newer')}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          disabled={!last || rows.length < LOG_PAGE}
          onClick={() => last && setCursors((c) => [...c, last.id])}
        >
          {t('connect.admin.log.older')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The loaded settings, or their loading or error state. */
function Loaded<T>({
  query,
  children,
}: {
  query: { data?: T; isError: boolean; error: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <RetryAlert error={query.error} onRetry={() => void query.refetch()}>
        {t('connect.admin.loadError')}
      </RetryAlert>
    );
  if (query.data === undefined) return <LoadingLines />;
  return <>{children(query.data)}</>;
}

/**
 * The owner's integrations: the Telegram and Discord bots' settings (the platform checks them on
 * save), their health, and what Connect did.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const telegram = useTelegramSettings();
  const discord = useDiscordSettings();
  const plans = usePlans({ limit: 100, page: 1 });
  // Every read starts at once; a section is drawn once the ones above it have their answer (a
  // form replacing its loading lines is taller: a section drawn under it would move).
  const discordShown = !telegram.isPending;
  const logShown = discordShown && !discord.isPending && !plans.isPending;
  useConnectLog(undefined); // the log's first page, read with the rest

  return (
    <Stack gap={3}>
      <ScreenTitle title={t('connect.admin.title')} intro={t('connect.admin.intro')} />
      <Section id="integrations-health" title={t('connect.admin.health.title')}>
        <HealthList>
          <HealthRow platform="telegram" settings={telegram.data} />
          <HealthRow platform="discord" settings={discord.data} />
        </HealthList>
      </Section>
      <Forms>
        <Section id="integrations-telegram" title={t('connect.platforms.telegram')}>
          <Loaded query={telegram}>{(stored) => <TelegramForm stored={stored} />}</Loaded>
        </Section>
        {discordShown ? (
          <Section id="integrations-discord" title={t('connect.platforms.discord')}>
            <Loaded query={discord}>
              {(stored) =>
                plans.isPending ? (
                  <LoadingLines />
                ) : (
                  <DiscordForm stored={stored} plans={plans.data?.results ?? []} />
                )
              }
            </Loaded>
          </Section>
        ) : null}
      </Forms>
      {logShown ? (
        <Section id="integrations-log" title={t('connect.admin.log.title')}>
          <ConnectLog />
        </Section>
      ) : null}
    </Stack>
  );
}
