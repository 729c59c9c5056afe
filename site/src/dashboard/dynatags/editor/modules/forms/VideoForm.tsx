import { LIMITS } from '@shared/constants';
import type { DynatagFile } from '@shared/types/dynatags';
import { parseVideoUrl, VIDEO_MIMES } from '@shared/video';
import { LOCALES } from '../../../../lib/i18n';
import { formatBytes } from '../../../../lib/validate';
import { TextField } from '../../../../ui/fields';
import { useEditorT } from '../i18n';
import { useProblem } from '../use-problem';
import { FileChoice } from './FileChoice';
import { ACCEPT, isPicture, looksLikePicture } from './PictureFields';
import type { FormProps } from './types';

const isVideo = (mime: string) => (VIDEO_MIMES as readonly string[]).includes(mime);
const looksLikeVideo = (file: File) => isVideo(file.type) || /\.(mp4|m4v|webm)$/i.test(file.name);

/**
 * The video module (issue 32): a YouTube or Vimeo link (the server fetches its poster; visitors load nothing
 * of theirs until they tap), or an MP4/WebM of the tag with an optional poster picture.
 */
export function VideoForm({ module, onChange, problems, files, onUploadFiles }: FormProps<'video'>) {
  const { t, lang } = useEditorT();
  const message = useProblem(problems);
  const isFile = module.url === undefined;
  const { url: _url, file: _file, poster: _poster, ...frame } = module;
  const size = formatBytes(LIMITS.fileSizeBytes, LOCALES[lang]);
  const urlBad = module.url !== undefined && module.url.trim() !== '' && !parseVideoUrl(module.url);
  return (
    <div className="space-y-1 py-1">
      <div role="radiogroup" aria-label={t('modVideoSource')} className="join">
        <label className="join-item btn btn-sm has-checked:btn-primary">
          <input
            type="radio"
            className="sr-only"
            checked={!isFile}
            onChange={() => onChange({ ...frame, url: '' })}
          />
          {t('modVideoLinkKind')}
        </label>
        <label className="join-item btn btn-sm has-checked:btn-primary">
          <input type="radio" className="sr-only" checked={isFile} onChange={() => onChange({ ...frame })} />
          {t('modVideoFileKind')}
        </label>
      </div>
      {!isFile ? (
        <TextField
          label={t('modVideoUrl')}
          type="url"
          inputMode="url"
          maxLength={500}
          placeholder="https://www.youtube.com/watch?v=…"
          hint={t('modVideoUrlHint')}
          value={module.url ?? ''}
          onChange={(e) => onChange({ ...frame, url: e.target.value })}
          error={(urlBad ? t('modVideoUrlBad') : undefined) ?? message('/url')}
        />
      ) : (
        <>
          <FileChoice
            label={t('modVideoFile')}
            hint={t('modVideoFileHint', { size })}
            value={module.file ?? ''}
            onChoose={(file) => onChange({ ...module, file })}
            files={files}
            fits={(f) => isVideo(f.mime)}
            refuse={(f) => (looksLikeVideo(f) ? undefined : t('modVideoNotVideo', { name: f.name }))}
            accept="video/mp4,video/webm,.mp4,.webm"
            onUploadFiles={onUploadFiles}
            error={message('/file') ?? message('/url')}
          />
          <FileChoice
            label={t('modVideoPoster')}
            hint={t('modVideoPosterHint')}
            value={module.poster ?? ''}
            onChoose={(poster) => {
              const { poster: _old, ...rest } = module;
              onChange(poster ? { ...rest, poster } : rest);
            }}
            noneLabel={t('modVideoNoPoster')}
            files={files}
            fits={(f) => isPicture(f as DynatagFile)}
            refuse={(f) => (looksLikePicture(f) ? undefined : t('modNotPicture', { name: f.name }))}
            accept={ACCEPT}
            onUploadFiles={onUploadFiles}
            error={message('/poster')}
          />
        </>
      )}
    </div>
  );
}
