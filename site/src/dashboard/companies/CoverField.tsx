import { useT } from '../lib/i18n';
import { Icon } from '../ui/icons';
import { ChooseImage, useObjectUrl } from '../ui/image-input';

/** The cover as the card page shows it: the picture, or the band in the colour when there is none. */
export function CoverPreview({ src, color, alt }: { src: string | null; color: string; alt: string }) {
  return (
    <div
      className="rounded-box aspect-[8/3] w-full max-w-sm overflow-hidden border border-base-300"
      style={{ background: `linear-gradient(160deg, ${color}, color-mix(in srgb, ${color} 65%, #000))` }}
    >
      {src && <img src={src} alt={alt} className="size-full object-cover" />}
    </div>
  );
}

/**
 * The company's cover in the company form: the stored one or a preview of the chosen file (sent with the
 * form); "Remove" deletes the stored one at once.
 */
export function CoverField({
  file,
  onFile,
  current,
  color,
  name,
  onRemove,
  busy,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  current: string | null;
  color: string;
  name: string;
  onRemove: () => void;
  busy: boolean;
}) {
  const t = useT();
  const src = useObjectUrl(file) ?? current;

  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{t('cover')}</legend>
      <CoverPreview src={src} color={color} alt={t('coverOf', { name })} />
      <div className="flex flex-wrap gap-2">
        <ChooseImage
          label={src ? t('changeCover') : t('chooseCover')}
          onFile={onFile}
          testId="company-cover-input"
        />
        {file && (
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => onFile(null)}>
            <Icon name="close" className="size-4" />
            {t('cancel')}
          </button>
        )}
        {!file && current && (
          <button type="button" className="btn btn-sm btn-ghost" onClick={onRemove} disabled={busy}>
            <Icon name="trash" className="size-4" />
            {t('removeCover')}
          </button>
        )}
      </div>
      <p className="text-base-content/70 text-xs">
        {file ? t('logoChosen', { name: file.name }) : src ? t('companyCoverHint') : t('coverNone')}
      </p>
    </fieldset>
  );
}
