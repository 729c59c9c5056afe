import { MODULE_LIMITS } from '@shared/schemas/dynatag-modules';
import type { DynatagFile } from '@shared/types/dynatags';
import { useEditorT } from '../i18n';
import { hasRoom } from '../list-ops';
import { useProblem } from '../use-problem';
import { AddFromTag } from './AddFromTag';
import { FileChoice } from './FileChoice';
import { ItemButtons } from './ItemButtons';
import { ACCEPT, isPicture, looksLikePicture, type Picture, PictureFields, Thumb } from './PictureFields';
import type { FormProps } from './types';
import { useUpload } from './use-upload';

// The image and gallery modules: pictures of the tag (the server checks them by content, strips their
// metadata and makes the resized copies), each with a description unless it is decoration, and a caption.

/** The image module: one picture of the tag with its description and caption. */
export function ImageForm({ module, onChange, problems, files, onUploadFiles }: FormProps<'image'>) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  const { id: _id, type: _type, title: _title, ...picture } = module;
  const { file: _file, alt: _alt, decorative: _decorative, caption: _caption, ...frame } = module;
  return (
    <>
      <FileChoice
        label={t('modPicture')}
        hint={t('modPictureHint')}
        value={module.file}
        onChoose={(file) => onChange({ ...module, file })}
        files={files}
        fits={(f) => isPicture(f as DynatagFile)}
        refuse={(f) => (looksLikePicture(f) ? undefined : t('modNotPicture', { name: f.name }))}
        accept={ACCEPT}
        onUploadFiles={onUploadFiles}
        error={message('/file')}
      />
      <PictureFields
        picture={picture}
        at=""
        message={message}
        onChange={(next) => onChange({ ...frame, ...next })}
      />
    </>
  );
}

/** The gallery module: pictures of the tag in order, chosen or uploaded here, each described. */
export function GalleryForm({ module, onChange, problems, files, onUploadFiles }: FormProps<'gallery'>) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  const { upload, busy, error, setError } = useUpload(files, onUploadFiles);
  const limit = MODULE_LIMITS.galleryPictures;
  const chosen = module.pictures;
  const set = (pictures: Picture[]) => onChange({ ...module, pictures });
  const rest = files.filter((f) => isPicture(f) && !chosen.some((p) => p.file === f.id));
  const full = !hasRoom(chosen.length, limit);
  const problem = message('/pictures');
  return (
    <div className="space-y-2 py-1">
      <p className="text-sm font-medium">{t('modGalleryPictures')}</p>
      {chosen.length === 0 && <p className="text-base-content/70 text-sm">{t('modGalleryNone')}</p>}
      <ol className="space-y-2">
        {chosen.map((picture, index) => {
          const file = files.find((f) => f.id === picture.file);
          const name = file?.name ?? t('modFileGone');
          return (
            <li key={picture.file} className="rounded-box bg-base-200 space-y-1 p-2">
              <div className="flex items-center gap-2 text-sm">
                <Thumb file={file} />
                <span className={`min-w-0 grow truncate ${file ? '' : 'text-error'}`}>{name}</span>
                <ItemButtons items={chosen} index={index} name={name} onChange={set} />
              </div>
              <PictureFields
                picture={picture}
                at={`/pictures/${index}`}
                message={message}
                onChange={(next) => set(chosen.map((p, i) => (i === index ? next : p)))}
              />
            </li>
          );
        })}
      </ol>
      <AddFromTag
        label={t('modPicturesOfTag')}
        placeholder={rest.length ? t('modChooseFile') : t('modPicturesAllShown')}
        uploadLabel={t('modUploadPictures')}
        choices={rest}
        full={full}
        busy={busy}
        accept={ACCEPT}
        onChoose={(id) => set([...chosen, { file: id, alt: '' }])}
        onUpload={async (list) => {
          const refused = list.find((f) => !looksLikePicture(f));
          if (refused) return setError(t('modNotPicture', { name: refused.name }));
          const stored = await upload(list);
          const added = stored
            .filter((f) => !chosen.some((p) => p.file === f.id))
            .map((f) => ({ file: f.id, alt: '' }));
          set([...chosen, ...added].slice(0, limit));
        }}
      />
      <p className={`text-xs ${error || problem || full ? 'text-error' : 'text-base-content/70'}`}>
        {error ?? problem ?? t('modGalleryLimit', { limit })}
      </p>
    </div>
  );
}
