import type { DynatagFile } from '@shared/types/dynatags';
import { useId } from 'react';
import { LOCALES } from '../../../../lib/i18n';
import { formatBytes } from '../../../../lib/validate';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';
import { useUpload } from './use-upload';

/**
 * One file of the tag for a module (the PDF, the overlay image): chosen among the tag's files that fit
 * (`fits`), or uploaded here; a chosen file that does not fit is refused before a byte is sent.
 */
export function FileChoice({
  label,
  hint,
  value,
  onChoose,
  files,
  fits,
  refuse,
  accept,
  onUploadFiles,
  error,
  noneLabel,
}: {
  label: string;
  hint: string;
  value: string;
  onChoose: (id: string) => void;
  files: DynatagFile[];
  fits: (file: { mime: string; size: number }) => boolean;
  /** Why a picked file cannot be used, in words; undefined when it can. */
  refuse: (file: File) => string | undefined;
  accept: string;
  onUploadFiles: (files: File[]) => Promise<DynatagFile[]>;
  error?: string;
  /** The "none" choice, when the file is optional. */
  noneLabel?: string;
}) {
  const { t, lang } = useEditorT();
  const id = useId();
  const { upload, busy, error: uploadError, setError } = useUpload(files, onUploadFiles);
  const eligible = files.filter((f) => fits({ mime: f.mime, size: f.size }) || f.id === value);
  const missing = value && !files.some((f) => f.id === value);
  const shownError = uploadError ?? error;
  const size = (bytes: number) => formatBytes(bytes, LOCALES[lang]);
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id={id}
          className={`select min-w-0 grow ${shownError ? 'select-error' : ''}`}
          value={value}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(e) => onChoose(e.target.value)}
        >
          <option value="">{noneLabel ?? t('modChooseFile')}</option>
          {missing && <option value={value}>{t('modFileGone')}</option>}
          {eligible.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name} ({size(f.size)})
            </option>
          ))}
        </select>
        <label className="btn btn-sm has-[:focus-visible]:outline-2" aria-busy={busy}>
          {busy ? (
            <span className="loading loading-spinner loading-xs" />
          ) : (
            <Icon name="upload" className="size-4" />
          )}
          {busy ? t('modUploading') : t('modUpload')}
          <input
            type="file"
            accept={accept}
            className="sr-only"
            aria-label={`${t('modUpload')}: ${label}`}
            disabled={busy}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const refused = refuse(file);
              if (refused) return setError(refused);
              const [stored] = await upload([file]);
              if (stored) onChoose(stored.id);
            }}
          />
        </label>
      </div>
      <p id={`${id}-note`} className={`text-xs ${shownError ? 'text-error' : 'text-base-content/70'}`}>
        {shownError ?? hint}
      </p>
    </div>
  );
}
