import { LIMITS } from '@shared/constants';
import { LOCALES } from '../../../../lib/i18n';
import { formatBytes } from '../../../../lib/validate';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';
import { hasRoom } from '../list-ops';
import { useProblem } from '../use-problem';
import { AddFromTag } from './AddFromTag';
import { FileChoice } from './FileChoice';
import { ItemButtons } from './ItemButtons';
import type { FormProps } from './types';
import { useUpload } from './use-upload';

const isPdf = (mime: string) => mime === 'application/pdf';

/** The PDF module: one PDF of the tag, at most 4 MB (the viewer's limit). */
export function PdfForm({ module, onChange, problems, files, onUploadFiles }: FormProps<'pdf'>) {
  const { t, lang } = useEditorT();
  const message = useProblem(problems);
  const size = formatBytes(LIMITS.pdfViewerBytes, LOCALES[lang]);
  return (
    <FileChoice
      label={t('modPdfFile')}
      hint={t('modPdfHint', { size })}
      value={module.file}
      onChoose={(file) => onChange({ ...module, file })}
      files={files}
      fits={(f) => isPdf(f.mime) && f.size <= LIMITS.pdfViewerBytes}
      refuse={(f) =>
        !isPdf(f.type) && !f.name.toLowerCase().endsWith('.pdf')
          ? t('modNotPdf', { name: f.name })
          : f.size > LIMITS.pdfViewerBytes
            ? t('modTooLarge', { name: f.name, size })
            : undefined
      }
      accept="application/pdf,.pdf"
      onUploadFiles={onUploadFiles}
      error={message('/file')}
    />
  );
}

/** The files module: files of the tag in the order shown, chosen from the tag's files or uploaded here. */
export function FilesForm({ module, onChange, problems, files, onUploadFiles }: FormProps<'files'>) {
  const { t, lang } = useEditorT();
  const message = useProblem(problems);
  const { upload, busy, error } = useUpload(files, onUploadFiles);
  const chosen = module.files;
  const limit = LIMITS.dynatagFiles;
  const set = (next: string[]) => onChange({ ...module, files: next });
  const rest = files.filter((f) => !chosen.includes(f.id));
  const full = !hasRoom(chosen.length, limit);
  const problem = message('/files', true);
  return (
    <div className="space-y-2 py-1">
      <p className="text-sm font-medium">{t('modFilesShown')}</p>
      {chosen.length === 0 && <p className="text-base-content/70 text-sm">{t('modFilesNone')}</p>}
      <ol className="space-y-1">
        {chosen.map((ref, index) => {
          const file = files.find((f) => f.id === ref);
          const name = file?.name ?? t('modFileGone');
          return (
            <li key={ref} className="rounded-box bg-base-200 flex items-center gap-2 px-2 py-1 text-sm">
              <Icon name="file" className="size-4" />
              <span className={`min-w-0 grow truncate ${file ? '' : 'text-error'}`}>{name}</span>
              {file && (
                <span className="text-base-content/70 text-xs">{formatBytes(file.size, LOCALES[lang])}</span>
              )}
              <ItemButtons items={chosen} index={index} name={name} onChange={set} />
            </li>
          );
        })}
      </ol>
      <AddFromTag
        label={t('modFilesOfTag')}
        placeholder={rest.length ? t('modChooseFile') : t('modFilesAllShown')}
        uploadLabel={t('modUploadFiles')}
        choices={rest}
        full={full}
        busy={busy}
        onChoose={(id) => set([...chosen, id])}
        onUpload={async (list) => {
          const stored = await upload(list);
          set([...chosen, ...stored.map((f) => f.id).filter((id) => !chosen.includes(id))].slice(0, limit));
        }}
      />
      <p className={`text-xs ${error || problem || full ? 'text-error' : 'text-base-content/70'}`}>
        {error ?? problem ?? t('modFilesLimit', { limit })}
      </p>
    </div>
  );
}
