import type { FailedJob, JobQueue } from '@finfree/core';
import { useAdminJobs, useAdminRetryJob } from '@finfree/core/react';
import { Button, notify, Stack, Typography, visuallyHidden } from '@finfree/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryTable } from '../../components/QueryTable';
import { formatDateTime } from '../../lib/format';
import { errorText } from '../../lib/serverErrors';

const Hidden = styled.span`
  ${visuallyHidden}
`;

const ErrorText = styled.span`
  overflow-wrap: anywhere;
`;

/** A whole list as the one page a {@link QueryTable} shows. */
const onePage = <Row,>(rows: Row[] | undefined) =>
  rows && { results: rows, page: 1, limit: Math.max(rows.length, 1), totalResults: rows.length };

/**
 * The background jobs, for operators: each queue's depth (waiting, running, failed) and the most
 * recent failed jobs with their last error, each with a Retry button.
 */
export function BackgroundJobsPanel() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const headingId = useId();
  const jobs = useAdminJobs();
  const retry = useAdminRetryJob();

  const onRetry = (job: FailedJob) =>
    retry.mutate(
      { queue: job.queue, id: job.id },
      {
        onSuccess: () => notify.success(t('admin.jobs.retried', { queue: job.queue })),
        onError: (error) => notify.error(errorText(error, t('common.somethingWentWrong'))),
      },
    );

  const queueColumns = [
    { id: 'name', header: t('admin.jobs.queue') },
    { id: 'queued', header: t('admin.jobs.queued'), numeric: true },
    { id: 'active', header: t('admin.jobs.active'), numeric: true },
    { id: 'failed', header: t('admin.jobs.failed'), numeric: true },
  ];

  const failedColumns = [
    {
      id: 'failedAt',
      header: t('admin.jobs.failedAt'),
      cell: (job: FailedJob) => (
        <time dateTime={job.failedAt}>{formatDateTime(job.failedAt, lng)}</time>
      ),
    },
    { id: 'queue', header: t('admin.jobs.queue') },
    { id: 'attempts', header: t('admin.jobs.attempts'), numeric: true },
    {
      id: 'error',
      header: t('admin.jobs.lastError'),
      cell: (job: FailedJob) => <ErrorText>{job.error ?? '—'}</ErrorText>,
    },
    {
      id: 'actions',
      header: <Hidden>{t('admin.jobs.actions')}</Hidden>,
      label: t('admin.jobs.actions'),
      cell: (job: FailedJob) => {
        const busy = retry.isPending && retry.variables?.id === job.id;
        return (
          <Button
            size="small"
            variant="outlined"
            loading={busy}
            disabled={retry.isPending}
            aria-label={t('admin.jobs.retryLabel', { queue: job.queue })}
            onClick={() => onRetry(job)}
          >
            {t('admin.jobs.retry')}
          </Button>
        );
      },
    },
  ];

  const queues = { ...jobs, data: onePage<JobQueue>(jobs.data?.queues) };
  const failed = { ...jobs, data: onePage<FailedJob>(jobs.data?.failed) };

  return (
    <Stack as="section" gap={2} aria-labelledby={headingId}>
      <Typography variant="h5" as="h2" id={headingId}>
        {t('admin.jobs.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('admin.jobs.intro')}
      </Typography>
      <QueryTable
        caption={t('admin.jobs.queuesCaption')}
        columns={queueColumns}
        query={queues}
        emptyContent={t('admin.jobs.noQueues')}
      />
      <QueryTable
        caption={t('admin.jobs.failedCaption')}
        columns={failedColumns}
        query={failed}
        emptyContent={t('admin.jobs.noFailed')}
      />
    </Stack>
  );
}
