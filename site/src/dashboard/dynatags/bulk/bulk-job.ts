// The live progress of a bulk job (issue 23): the server publishes `bulk-progress` on the dynatags service with
// the job's progress as JSON in `message`; the dialog follows the job it started.
import type { BulkJob } from '@shared/schemas/dynatag-bulk';
import type { LiveEvent } from '../../lib/live';

export type BulkProgress = Pick<BulkJob, 'id' | 'status' | 'total' | 'done' | 'failed'>;

/** The progress an event carries for job `id`, or null when it is about something else. */
export function progressOf(event: LiveEvent, id: string): BulkProgress | null {
  if (event.service !== 'dynatags' || !event.actions.includes('bulk-progress') || !event.message) return null;
  try {
    const progress = JSON.parse(event.message) as Partial<BulkProgress>;
    if (progress.id !== id || typeof progress.done !== 'number' || typeof progress.total !== 'number')
      return null;
    return progress as BulkProgress;
  } catch {
    return null;
  }
}

/** A later progress never goes back: events and polled answers may cross. */
export const newer = (current: BulkProgress | null, next: BulkProgress) =>
  !current || next.done > current.done || next.status !== current.status ? next : current;

/** The address of a download of a job, in the UI's language (a link sends no language header). */
export const bulkFile = (
  id: string,
  file: 'qr.zip' | 'sheet.pdf' | 'report.csv',
  params: Record<string, string>,
) => `/api/v1/dynatags/bulk/${encodeURIComponent(id)}/${file}?${new URLSearchParams(params)}`;
