import type { DynatagDetail, DynatagVersionItem } from '@shared/types/dynatags';
import { useEffect, useState } from 'react';
import type { ApiData } from '../../../../../packages/client/src/index';
import { client } from '../../lib/client';
import { formatDate } from '../../lib/i18n';
import { openDialog } from '../../stores/dialogs';
import { Spinner } from '../../ui/parts';
import { useEditorT } from './modules/i18n';

type Scheduled = NonNullable<ApiData<'/api/v1/dynatags/{id}/schedule', 'get'>>;

/**
 * Earlier versions of the tag, newest first, with who saved them and when; restoring one (after a confirmation)
 * is a new save based on the version loaded here, so someone else's newer save is not overwritten (409).
 */
export function VersionsTab({
  id,
  version,
  dirty,
  onRestored,
  onConflict,
  ownWrite,
}: {
  id: string;
  version: number;
  dirty: boolean;
  onRestored: (detail: DynatagDetail) => void;
  onConflict: () => void;
  ownWrite: <T>(write: () => Promise<T>) => Promise<T>;
}) {
  const { t } = useEditorT();
  const [list, setList] = useState<DynatagVersionItem[] | null>(null);
  const [scheduled, setScheduled] = useState<Scheduled | null>(null);
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version (a save, a restore) reloads the list
  useEffect(() => {
    setList(null);
    const controller = new AbortController();
    void client
      .GET('/api/v1/dynatags/{id}/versions', {
        params: { path: { id } },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((answer) => {
        if (answer.aborted) return;
        if (answer.ok && answer.data) setList(answer.data);
        else setFailed(true);
      });
    // The change waiting for its time, if any: the version to come, above the versions that were.
    void client
      .GET('/api/v1/dynatags/{id}/schedule', {
        params: { path: { id } },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((answer) => {
        if (!answer.aborted && answer.ok) setScheduled(answer.data ?? null);
      });
    return () => controller.abort();
  }, [id, version]);

  const restore = (item: DynatagVersionItem) =>
    openDialog('confirm', {
      title: t('restoreTitle', { version: item.version }),
      message: dirty ? `${t('restoreText')} ${t('restoreLosesEdits')}` : t('restoreText'),
      confirmLabel: t('restoreButton'),
      onConfirm: async () => {
        const answer = await ownWrite(() =>
          client.POST('/api/v1/dynatags/{id}/versions/{version}/restore', {
            params: { path: { id, version: item.version } },
            body: { baseVersion: version },
            notifySuccess: true,
          }),
        );
        if (answer.ok && answer.data) onRestored(answer.data);
        else if (answer.status === 409) onConflict();
      },
    });

  if (failed) return <p className="text-error text-sm">{t('versionsFailed')}</p>;
  if (!list) return <Spinner label={t('versionsLoading')} />;
  return (
    <section aria-labelledby="tag-versions">
      <h3 id="tag-versions" className="mb-1 text-base font-semibold">
        {t('versionsHeading')}
      </h3>
      <p className="text-base-content/70 mb-3 text-sm">{t('versionsCurrent', { version })}</p>
      {scheduled && (
        <div
          className="rounded-box border border-info mb-3 px-3 py-2 text-sm"
          data-testid="tag-version-scheduled"
        >
          <p className="font-medium">
            {t('versionScheduled', {
              when: formatDate(Number(scheduled.publishAt)),
              name: scheduled.label || scheduled.name,
            })}
          </p>
          <p className="text-base-content/70 text-xs">
            {t('versionMeta', {
              when: formatDate(Number(scheduled.createdAt)),
              who: scheduled.createdBy?.fullName ?? t('versionSomeone'),
              count: Number(scheduled.moduleCount),
            })}
          </p>
        </div>
      )}
      {list.length === 0 ? (
        <p className="text-base-content/70 text-sm">{t('versionsNone')}</p>
      ) : (
        <ul
          className="divide-y divide-base-300 rounded-box border border-base-300"
          data-testid="tag-versions"
        >
          {list.map((item) => (
            <li key={item.version} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{t('versionTitle', { version: item.version, name: item.name })}</p>
                <p className="text-base-content/70 text-xs">
                  {t('versionMeta', {
                    when: formatDate(item.savedAt),
                    who: item.savedBy?.fullName ?? t('versionSomeone'),
                    count: item.moduleCount,
                  })}
                </p>
              </div>
              <button type="button" className="btn btn-sm" onClick={() => restore(item)}>
                {t('restoreButton')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
