import { useT } from '../lib/i18n';
import { Icon } from '../ui/icons';
import { ChooseImage, useObjectUrl } from '../ui/image-input';

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
  const src = useObjectUrl(file) ?? current;

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
          <ChooseImage label={src ? t('changeLogo') : t('chooseLogo')} onFile={onFile} testId="logo-input" />
          <p className="text-base-content/70 text-xs">
            {file ? t('logoChosen', { name: file.name }) : t('logoHint')}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
