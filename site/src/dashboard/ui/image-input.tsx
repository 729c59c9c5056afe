import { IMAGE_TYPES, LIMITS } from '@shared/constants';
import { useEffect, useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { notifyError } from '../stores/notifications';
import { Icon } from './icons';

/** A picked image file, checked the way the server will (type and size) before it is sent. */
function pickImage(file: File | undefined, t: ReturnType<typeof useT>): File | null {
  if (!file) return null;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    notifyError(t('avatarWrongType'));
    return null;
  }
  if (file.size > LIMITS.avatarSizeBytes) {
    notifyError(t('fileTooLarge', { limit: '20 MB' }));
    return null;
  }
  return file;
}

/** A local address showing `file` while it is chosen (null without one); released when it changes. */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The button that opens the file picker for an image; a checked image goes to `onFile`. */
export function ChooseImage({
  label,
  onFile,
  disabled = false,
  testId,
}: {
  label: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  testId: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={`btn btn-sm has-[:focus-visible]:outline-2 ${disabled ? 'btn-disabled' : ''}`}
    >
      <Icon name="upload" className="size-4" />
      {label}
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => {
          const file = pickImage(event.target.files?.[0], t);
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

/** An upload under way, in percent, announced. */
export function UploadProgress({ percent }: { percent: number }) {
  const t = useT();
  return (
    <div role="status" className="flex items-center gap-2 text-xs">
      <progress
        className="progress progress-primary w-40"
        value={percent}
        max={100}
        aria-label={t('uploading', { percent })}
      />
      {t('uploading', { percent })}
    </div>
  );
}
