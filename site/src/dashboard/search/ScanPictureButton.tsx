import { useId } from 'react';
import { useT } from '../lib/i18n';
import { Icon } from '../ui/icons';

/**
 * "Read a picture": a button that opens the file picker for a photo of a code (the search's scanner and the lead
 * scanner), handing the chosen file on and clearing the input so the same file can be chosen again.
 */
export function ScanPictureButton({
  testId,
  ghost = false,
  onPicture,
}: {
  testId: string;
  ghost?: boolean;
  onPicture: (file: File | undefined) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <label htmlFor={id} className={`btn btn-sm ${ghost ? 'btn-ghost' : ''} has-[:focus-visible]:outline-2`}>
      <Icon name="upload" className="size-4" />
      {t('scanPicture')}
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        data-testid={testId}
        onChange={(e) => {
          onPicture(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </label>
  );
}
