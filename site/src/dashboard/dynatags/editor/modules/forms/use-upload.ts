import type { DynatagFile } from '@shared/types/dynatags';
import { useState } from 'react';
import { useEditorT } from '../i18n';

/**
 * Uploads chosen files through the editor (onUploadFiles) and answers the stored files that are new; while it
 * runs `busy` is set, and a failure leaves a message (the editor has already said why in a toast).
 */
export function useUpload(files: DynatagFile[], onUploadFiles: (files: File[]) => Promise<DynatagFile[]>) {
  const { t } = useEditorT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const upload = async (chosen: File[]): Promise<DynatagFile[]> => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await onUploadFiles(chosen);
      const known = new Set(files.map((f) => f.id));
      const fresh = answer.filter((f) => !known.has(f.id));
      if (!answer.length) setError(t('modUploadFailed'));
      return fresh.length ? fresh : answer;
    } catch {
      setError(t('modUploadFailed'));
      return [];
    } finally {
      setBusy(false);
    }
  };
  return { upload, busy, error, setError };
}
