import type { BulkJob } from '@shared/schemas/dynatag-bulk';
import { useEffect, useState } from 'react';
import { client } from '../../lib/client';
import { onLiveEvent } from '../../lib/live';
import { refreshDynatags } from '../list/store';
import { newer, type BulkProgress as Progress, progressOf } from './bulk-job';

/** While the live stream is down, the dialog asks for the job's progress this often. */
const POLL_MS = 4000;

/**
 * The bulk job the dialog follows: its progress from the live stream (and a slow poll beside it), its failures at
 * the end. On opening, a job still running in the company is followed again; the last finished one is `last`.
 */
export function useBulkJob(companyId: string) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [job, setJob] = useState<BulkJob | null>(null);
  const [last, setLast] = useState<BulkJob | null>(null);

  const follow = (started: BulkJob) => {
    setJob(started);
    setProgress(started);
  };

  // A job still running (the dialog was closed meanwhile) is followed again; the last finished one is offered.
  useEffect(() => {
    void client
      .GET('/api/v1/dynatags/bulk/companies/{companyId}', {
        params: { path: { companyId } },
        notifyErrors: false,
      })
      .then((answer) => {
        const latest = answer.ok ? answer.data?.[0] : undefined;
        if (!latest) return;
        if (latest.status === 'running') {
          setJob(latest);
          setProgress((current) => current ?? latest);
        } else setLast(latest);
      });
  }, [companyId]);

  const jobId = progress?.id;
  const running = progress?.status === 'running';
  // Live progress; a slow poll alongside covers a dropped stream and reads the failures at the end.
  useEffect(() => {
    if (!jobId || !running) return;
    const off = onLiveEvent((event) => {
      const next = progressOf(event, jobId);
      if (next) setProgress((current) => newer(current, next));
    });
    const poll = setInterval(async () => {
      const answer = await client.GET('/api/v1/dynatags/bulk/{id}', {
        params: { path: { id: jobId } },
        notifyErrors: false,
      });
      if (answer.ok && answer.data) {
        const data = answer.data;
        setJob(data);
        setProgress((current) => newer(current, data));
      }
    }, POLL_MS);
    return () => {
      off();
      clearInterval(poll);
    };
  }, [jobId, running]);

  // At the end: the failures and the list with the new tags.
  useEffect(() => {
    if (!jobId || running) return;
    refreshDynatags();
    void client
      .GET('/api/v1/dynatags/bulk/{id}', { params: { path: { id: jobId } }, notifyErrors: false })
      .then((answer) => {
        if (answer.ok && answer.data) setJob(answer.data);
      });
  }, [jobId, running]);

  return { progress, job, last, follow };
}
