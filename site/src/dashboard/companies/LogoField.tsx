import { IMAGE_TYPES, LIMITS } from '@shared/constants';
import { useEffect, useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { notifyError } from '../stores/notifications';
import { Icon } from '../ui/icons';

/** The company logo: the current one or a preview of the chosen file, which is sent with the form. */
export function LogoField({
  file,
  onFile,
  current,
  name,
}: {
  file: File | null;
  onFile: (file: File) => void;
  /** The stored logo's address, or null. */
  current: string | null;
  name: string;
}) {
  const t = useT();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) return notifyError(t('avatarWrongType'));
    if (chosen.size > LIMITS.avatarSizeBytes) return notifyError(t('fileTooLarge', { limit: '20 MB' }));
    onFile(chosen);
  };
  const src = preview ?? current;

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('logo')}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="rounded-box grid size-20 place-items-center overflow-hidden border border-base-300 bg-white">
          {src ? (
            <img src={src} alt={t('logoOf', { name })} className="size-full object-contain" />
          ) : (
            <Icon name="building" className="size-8 text-neutral-500" />
          )}
        </div>
        <div className="space-y-1">
          <label htmlFor={id} className="btn btn-sm has-[:focus-visible]:outline-2">
            <Icon name="upload" className="size-4" />
            {src ? t('changeLogo') : t('chooseLogo')}
            <input
              id={id}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              data-testid="logo-input"
              onChange={(e) => {
                choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          <p className="text-base-content/70 text-xs">
            {file ? t('logoChosen', { name: file.name }) : t('logoHint')}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
