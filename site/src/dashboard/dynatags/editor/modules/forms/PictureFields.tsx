import { MODULE_LIMITS, type ModuleOf } from '@shared/schemas/dynatag-modules';
import type { DynatagFile } from '@shared/types/dynatags';
import { TextField } from '../../../../ui/fields';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';

// What the image and gallery forms share: which files are pictures, and one picture's fields.

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const ACCEPT = `${PICTURE_TYPES.join(',')},.jpg,.jpeg,.png,.webp,.gif`;
/** A stored picture has its copies; a file chosen before the first save is judged by its type until then. */
export const isPicture = (f: Pick<DynatagFile, 'mime'> & { picture?: unknown; id?: string }) =>
  f.picture !== undefined || (Boolean(f.id?.startsWith('upload:')) && PICTURE_TYPES.includes(f.mime));
export const looksLikePicture = (f: File) =>
  PICTURE_TYPES.includes(f.type) || /\.(jpe?g|png|webp|gif)$/i.test(f.name);

export type Picture = ModuleOf<'gallery'>['pictures'][number];

/** The description, the decoration switch and the caption of one picture; `at` is its path in the module. */
export function PictureFields({
  picture,
  onChange,
  message,
  at,
}: {
  picture: Picture;
  onChange: (picture: Picture) => void;
  message: (path: string) => string | undefined;
  at: string;
}) {
  const { t } = useEditorT();
  const { caption: _caption, ...rest } = picture;
  return (
    <>
      <TextField
        label={t('modPictureAlt')}
        hint={t('modPictureAltHint')}
        value={picture.alt}
        maxLength={MODULE_LIMITS.pictureText}
        disabled={picture.decorative}
        error={message(`${at}/alt`)}
        onChange={(e) => onChange({ ...picture, alt: e.target.value })}
      />
      <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
        <input
          type="checkbox"
          className="checkbox checkbox-sm checkbox-primary"
          checked={picture.decorative ?? false}
          onChange={(e) => {
            const { decorative: _old, ...without } = picture;
            onChange(e.target.checked ? { ...without, decorative: true } : without);
          }}
        />
        <span>{t('modPictureDecorative')}</span>
      </label>
      <TextField
        label={t('modPictureCaption')}
        value={picture.caption ?? ''}
        maxLength={MODULE_LIMITS.pictureText}
        error={message(`${at}/caption`)}
        onChange={(e) => onChange(e.target.value ? { ...picture, caption: e.target.value } : rest)}
      />
    </>
  );
}

/** A small preview: a stored picture's smallest copy, or the chosen file itself before the first save. */
export function Thumb({ file }: { file: DynatagFile | undefined }) {
  const src =
    file?.picture?.variants[0]?.path ?? (file && isPicture(file) && !file.picture ? file.path : undefined);
  return src ? (
    <img src={src} alt="" className="rounded-box size-14 shrink-0 object-cover" />
  ) : (
    <span className="rounded-box bg-base-300 grid size-14 shrink-0 place-items-center">
      <Icon name="file" className="size-5" />
    </span>
  );
}
