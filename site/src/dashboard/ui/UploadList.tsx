import { type AppKey, formatDate, LOCALES, useT } from '../lib/i18n';
import type { FileView } from '../lib/people';
import type { UploadItem } from '../lib/uploads';
import { formatBytes } from '../lib/validate';
import { $uiLang } from '../stores/prefs';
import { Icon } from './icons';

const STATE_LABEL: Record<UploadItem['state'], AppKey> = {
  idle: 'uploadIdle',
  uploading: 'uploadUploading',
  uploaded: 'uploadUploaded',
  failed: 'uploadFailed',
};

/** The files chosen in this visit, each with its state (SPEC §4), progress and reason of failure. */
export function UploadQueue({
  items,
  canRetry,
  onRetry,
  onDismiss,
}: {
  items: UploadItem[];
  canRetry: (key: string) => boolean;
  onRetry: (item: UploadItem) => void;
  onDismiss: (key: string) => void;
}) {
  const t = useT();
  if (!items.length) return null;
  return (
    <ul className="space-y-2" aria-label={t('uploadQueue')} aria-live="polite">
      {items.map((item) => (
        <li
          key={item.key}
          className="rounded-field border border-base-300 px-3 py-2 text-sm"
          data-state={item.state}
        >
          <div className="flex items-center gap-2">
            <Icon
              name={item.state === 'failed' ? 'error' : item.state === 'uploaded' ? 'check' : 'file'}
              className={`size-4 ${item.state === 'failed' ? 'text-error' : item.state === 'uploaded' ? 'text-success' : ''}`}
            />
            <span className="min-w-0 flex-1 truncate">{item.name}</span>
            <span className="text-base-content/70 text-xs">{t(STATE_LABEL[item.state])}</span>
            {item.state === 'failed' && canRetry(item.key) && (
              <button type="button" className="btn btn-ghost btn-xs" onClick={() => onRetry(item)}>
                {t('retry')}
              </button>
            )}
            {item.state !== 'uploading' && (
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square"
                aria-label={t('dismissNamed', { name: item.name })}
                onClick={() => onDismiss(item.key)}
              >
                <Icon name="close" className="size-3.5" />
              </button>
            )}
          </div>
          {item.state === 'uploading' && (
            <progress
              className="progress progress-primary mt-1 w-full"
              value={item.progress}
              max={100}
              aria-label={t('uploading', { percent: item.progress })}
            />
          )}
          {item.error && <p className="text-error mt-1 text-xs">{item.error}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The files already stored: open in a new tab, or delete. */
export function StoredFiles({ files, onDelete }: { files: FileView[]; onDelete: (file: FileView) => void }) {
  const t = useT();
  const locale = LOCALES[$uiLang.get()];
  return (
    <section aria-label={t('uploadedFiles')}>
      <h3 className="mb-2 text-sm font-semibold">{t('uploadedFilesCount', { count: files.length })}</h3>
      {files.length === 0 ? (
        <p className="text-base-content/70 text-sm">{t('noFiles')}</p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300">
          {files.map((file) => (
            <li key={file.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <Icon name="file" className="size-4" />
              <div className="min-w-0 flex-1">
                <a className="link link-hover block truncate" href={file.path} target="_blank" rel="noopener">
                  {file.name}
                </a>
                <span className="text-base-content/70 text-xs">
                  {formatBytes(file.size, locale)} · {formatDate(file.createdAt)}
                </span>
              </div>
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square text-error"
                aria-label={t('deleteNamed', { name: file.name })}
                onClick={() => onDelete(file)}
              >
                <Icon name="trash" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
