import type { DynatagFile } from '@shared/types/dynatags';
import { useId } from 'react';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';

/**
 * A list module's way to add files (the files and gallery modules): choose one of the tag's files not shown yet,
 * or upload new ones here. `choices`: the tag's files that may be added; `full`: the module is at its limit.
 */
export function AddFromTag({
  label,
  placeholder,
  uploadLabel,
  choices,
  full,
  busy,
  accept,
  onChoose,
  onUpload,
}: {
  label: string;
  placeholder: string;
  uploadLabel: string;
  choices: DynatagFile[];
  full: boolean;
  busy: boolean;
  accept?: string;
  onChoose: (id: string) => void;
  onUpload: (files: File[]) => void | Promise<void>;
}) {
  const { t } = useEditorT();
  const addId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="fieldset min-w-48 grow py-0">
        <label htmlFor={addId} className="fieldset-legend pt-0 pb-1 text-sm">
          {label}
        </label>
        <select
          id={addId}
          className="select select-sm w-full"
          value=""
          disabled={full || choices.length === 0}
          onChange={(e) => e.target.value && onChoose(e.target.value)}
        >
          <option value="">{placeholder}</option>
          {choices.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </div>
      <label className="btn btn-sm has-[:focus-visible]:outline-2" aria-busy={busy}>
        {busy ? (
          <span className="loading loading-spinner loading-xs" />
        ) : (
          <Icon name="upload" className="size-4" />
        )}
        {busy ? t('modUploading') : uploadLabel}
        <input
          type="file"
          multiple
          accept={accept}
          className="sr-only"
          aria-label={uploadLabel}
          disabled={busy || full}
          onChange={(e) => {
            const list = [...(e.target.files ?? [])];
            e.target.value = '';
            if (list.length) void onUpload(list);
          }}
        />
      </label>
    </div>
  );
}
