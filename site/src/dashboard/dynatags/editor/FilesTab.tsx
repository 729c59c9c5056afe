import { LIMITS } from '@shared/constants';
import type { DynatagFile } from '@shared/types/dynatags';
import { useEffect, useReducer, useRef } from 'react';
import { type AppKey, LOCALES, useT } from '../../lib/i18n';
import { ACCEPT_ATTRIBUTE, nextIdle, type UploadItem, uploadReducer } from '../../lib/uploads';
import { formatBytes } from '../../lib/validate';
import { openDialog } from '../../stores/dialogs';
import { $uiLang } from '../../stores/prefs';
import { DropZone } from '../../ui/DropZone';
import { Icon } from '../../ui/icons';
import { UploadQueue } from '../../ui/UploadList';
import { useEditorT } from './modules/i18n';
import { checkTagFiles, deleteTagFiles, filesOf, type TagRejection, uploadTagFiles } from './tag-files';
import type { EditorState } from './use-editor';

const REASON: Record<Exclude<TagRejection, 'count' | 'quota'>, AppKey> = {
  type: 'fileTypeRejected',
  size: 'fileTooLarge',
  empty: 'fileEmpty',
  duplicate: 'fileDuplicateHere',
};
let nextKey = 1;

/**
 * The Files tab (SPEC §2, §9): the tag's files with their sizes and the quota used (20 MB, 10 files); chosen
 * files are checked, then uploaded one per request with progress; a tag not yet created keeps them until its
 * first save. Deleting a file removes it from the modules that show it.
 */
export function FilesTab({ editor, files }: { editor: EditorState; files: DynatagFile[] }) {
  const t = useT();
  const { t: et } = useEditorT();
  const locale = LOCALES[$uiLang.get()];
  const [items, dispatch] = useReducer(uploadReducer, []);
  const chosen = useRef(new Map<string, File>());
  const { id, detail } = editor;
  const used = (detail?.usedBytes ?? 0) + editor.pending.reduce((n, p) => n + p.file.size, 0);

  useEffect(() => {
    const item = nextIdle(items);
    const file = item && chosen.current.get(item.key);
    if (!item || !file || !id) return;
    dispatch({ type: 'start', key: item.key });
    void uploadTagFiles(id, [file], (fraction) =>
      dispatch({ type: 'progress', key: item.key, fraction }),
    ).then((answer) => {
      const next = answer.ok ? filesOf(answer.data) : null;
      if (next) {
        dispatch({ type: 'done', key: item.key });
        chosen.current.delete(item.key);
        editor.filesChanged(next);
      } else dispatch({ type: 'fail', key: item.key, error: answer.message });
    });
  }, [items, id, editor.filesChanged]);

  const choose = (list: FileList | null) => {
    if (!list?.length) return;
    const waiting = items.filter((i) => i.state === 'idle' || i.state === 'uploading');
    const { accepted, rejected } = checkTagFiles(
      [...list],
      [...files, ...waiting],
      used + waiting.reduce((n, i) => n + i.size, 0),
    );
    if (!id) {
      editor.addPending(accepted);
    } else {
      const add = accepted.map((file) => {
        const key = String(nextKey++);
        chosen.current.set(key, file);
        return { key, name: file.name, size: file.size };
      });
      if (add.length) dispatch({ type: 'add', items: add });
    }
    for (const { file, reason } of rejected) {
      const key = String(nextKey++);
      dispatch({ type: 'add', items: [{ key, name: file.name, size: file.size }] });
      const error =
        reason === 'count'
          ? et('filesCountLimit', { count: LIMITS.dynatagFiles })
          : reason === 'quota'
            ? et('filesQuotaLimit', { limit: formatBytes(LIMITS.dynatagQuotaBytes, locale) })
            : t(REASON[reason], { limit: formatBytes(LIMITS.fileSizeBytes, locale) });
      dispatch({ type: 'fail', key, error });
    }
  };

  const remove = (file: DynatagFile) => {
    const pendingAt = editor.pending.findIndex((p) => p.view.id === file.id);
    if (pendingAt >= 0) return editor.removePending(pendingAt);
    if (!id) return;
    openDialog('confirm', {
      title: t('deleteFileTitle'),
      message: et('deleteTagFileText', { name: file.name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: async () => {
        const answer = await editor.ownWrite(() => deleteTagFiles(id, [file.id]));
        const next = answer.ok ? filesOf(answer.data) : null;
        if (next) editor.filesChanged(next, [file.id]);
      },
    });
  };

  const retry = (item: UploadItem) =>
    dispatch({ type: chosen.current.has(item.key) ? 'retry' : 'dismiss', key: item.key });
  const percent = Math.min(100, Math.round((used / LIMITS.dynatagQuotaBytes) * 100));

  return (
    <div className="space-y-4">
      <DropZone
        onFiles={choose}
        title={t('dropFiles')}
        hint={id ? et('tagFilesHint') : et('tagFilesHintNew')}
        accept={ACCEPT_ATTRIBUTE}
        testId="tag-files-input"
        multiple
      />
      <div>
        <progress className="progress progress-primary w-full" value={percent} max={100} aria-hidden="true" />
        <p className="text-base-content/70 text-xs" data-testid="tag-quota">
          {et('tagQuotaUsed', {
            used: formatBytes(used, locale),
            limit: formatBytes(LIMITS.dynatagQuotaBytes, locale),
            count: files.length,
            max: LIMITS.dynatagFiles,
          })}
        </p>
      </div>
      <UploadQueue
        items={items}
        canRetry={(key) => chosen.current.has(key)}
        onRetry={retry}
        onDismiss={(key) => dispatch({ type: 'dismiss', key })}
      />
      <section aria-label={t('uploadedFiles')}>
        <h3 className="mb-2 text-sm font-semibold">{t('uploadedFilesCount', { count: files.length })}</h3>
        {files.length === 0 ? (
          <p className="text-base-content/70 text-sm">{t('noFiles')}</p>
        ) : (
          <ul className="divide-y divide-base-300 rounded-box border border-base-300">
            {files.map((file) => (
              <li key={file.id} className="flex items-center gap-3 px-3 py-2 text-sm" data-testid="tag-file">
                <Icon name="file" className="size-4" />
                <div className="min-w-0 flex-1">
                  <a
                    className="link link-hover block truncate"
                    href={file.path}
                    target="_blank"
                    rel="noopener"
                  >
                    {file.name}
                  </a>
                  <span className="text-base-content/70 text-xs">
                    {formatBytes(file.size, locale)}
                    {file.id.startsWith('upload:') ? ` · ${et('fileSentOnSave')}` : ''}
                  </span>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square text-error"
                  aria-label={t('deleteNamed', { name: file.name })}
                  onClick={() => remove(file)}
                >
                  <Icon name="trash" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
