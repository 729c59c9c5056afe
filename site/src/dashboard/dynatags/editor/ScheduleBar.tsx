import { useCallback, useEffect, useId, useState } from 'react';
import type { ApiData } from '../../../../../packages/client/src/index';
import { client } from '../../lib/client';
import { formatDate } from '../../lib/i18n';
import { notify } from '../../stores/notifications';
import { Icon } from '../../ui/icons';
import { changesOf } from './draft';
import { useEditorT } from './modules/i18n';
import type { EditorState } from './use-editor';

type Pending = NonNullable<ApiData<'/api/v1/dynatags/{id}/schedule', 'get'>>;
const MINUTE = 60_000;

/** A local date-time for <input type="datetime-local"> (the browser's zone), and back to a moment. */
const localInput = (ms: number) => {
  const at = new Date(ms - new Date(ms).getTimezoneOffset() * MINUTE);
  return at.toISOString().slice(0, 16);
};
const fromInput = (value: string) => (value ? new Date(value).getTime() : Number.NaN);

/**
 * Publish an edit later ("the fair opens at 09:00", issue 23): the pending change of the tag with Cancel, and for
 * unsaved edits a time (in the reader's zone) and Schedule. The edits then live in the schedule, not the editor.
 */
export function ScheduleBar({ editor }: { editor: EditorState }) {
  const { t } = useEditorT();
  const fieldId = useId();
  const { id, detail, base, draft, dirty } = editor;
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [when, setWhen] = useState(() => localInput(Date.now() + 60 * MINUTE));
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  // Read again with every new version: a change that went live is no longer pending.
  const version = detail?.version;
  const load = useCallback(async () => {
    if (!id || version === undefined) return;
    const answer = await client.GET('/api/v1/dynatags/{id}/schedule', {
      params: { path: { id } },
      notifyErrors: false,
    });
    if (answer.ok) setPending(answer.data ?? null);
  }, [id, version]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!id || !detail) return null;

  const schedule = async () => {
    const publishAt = fromInput(when);
    if (!(publishAt >= Date.now() + MINUTE)) return setProblem(t('scheduleTooSoon'));
    const { folderId: _folder, availableOffline: _offline, ...changes } = changesOf(base, draft, false);
    // The shared schema's lists of literals are typed as strings; the document's (the client's) by their values.
    type Body = Parameters<typeof client.PUT<'/api/v1/dynatags/{id}/schedule'>>[1]['body'];
    setBusy(true);
    const answer = await editor.ownWrite(() =>
      client.PUT('/api/v1/dynatags/{id}/schedule', {
        params: { path: { id } },
        body: { ...changes, baseVersion: detail.version, publishAt } as Body,
        notifyErrors: false,
      }),
    );
    setBusy(false);
    if (!answer.ok || !answer.data) return setProblem(answer.message);
    setProblem('');
    setOpen(false);
    setPending(answer.data);
    editor.setDraft(base);
    notify(answer.message, { color: 'success' });
  };
  const cancel = async () => {
    const answer = await editor.ownWrite(() =>
      client.DELETE('/api/v1/dynatags/{id}/schedule', { params: { path: { id } } }),
    );
    if (answer.ok) setPending(null);
  };

  return (
    <div className="space-y-2" data-testid="tag-schedule">
      {pending && (
        <div
          role="status"
          className="alert alert-info alert-soft flex flex-wrap items-center gap-2 py-2 text-sm"
        >
          <Icon name="info" className="size-4" />
          <span className="me-auto">
            {t('schedulePending', {
              label: pending.label || pending.name,
              when: formatDate(Number(pending.publishAt)),
            })}
          </span>
          <button type="button" className="btn btn-xs" onClick={() => void cancel()}>
            {t('scheduleCancel')}
          </button>
        </div>
      )}
      {dirty && editor.pending.length === 0 && !open && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(true)}>
          <Icon name="refresh" className="size-4" />
          {t('scheduleLater')}
        </button>
      )}
      {dirty && open && (
        <div className="rounded-box border border-base-300 flex flex-wrap items-end gap-3 p-3">
          <div className="fieldset py-0">
            <label htmlFor={fieldId} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
              {t('scheduleAt')}
            </label>
            <input
              id={fieldId}
              type="datetime-local"
              className="input input-sm"
              value={when}
              min={localInput(Date.now() + MINUTE)}
              onChange={(e) => setWhen(e.target.value)}
              aria-describedby={`${fieldId}-hint`}
            />
          </div>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => void schedule()}
            disabled={busy}
          >
            {busy && <span className="loading loading-spinner loading-xs" />}
            {t('scheduleButton')}
          </button>
          <p id={`${fieldId}-hint`} className="text-base-content/70 w-full text-xs">
            {t('scheduleHint')}
          </p>
          {problem && (
            <p className="text-error w-full text-sm" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
