// Files of a created tag: POST api/v1/dynatags/{id}/files (field `files`) and DELETE with { ids }.
import { LIMITS } from '@shared/constants';
import type { DynatagDetail, DynatagFile } from '@shared/types/dynatags';
import { client } from '../../lib/client';
import { checkFiles, type Rejection } from '../../lib/uploads';

export type FilesAnswer = Pick<DynatagDetail, 'files' | 'usedBytes'> & { version?: number };

/** The answer of a files call as the list and quota (the whole tag, or the list alone). */
export function filesOf(data: unknown): FilesAnswer | null {
  if (Array.isArray(data)) {
    const files = data as DynatagFile[];
    return { files, usedBytes: files.reduce((n, f) => n + f.size, 0) };
  }
  if (data && typeof data === 'object' && Array.isArray((data as FilesAnswer).files))
    return data as FilesAnswer;
  return null;
}

export async function uploadTagFiles(id: string, files: File[], onProgress?: (fraction: number) => void) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return client.POST('/api/v1/dynatags/{id}/files', {
    params: { path: { id } },
    body: form,
    notifyErrors: false,
    onUploadProgress: onProgress ?? (() => {}),
    timeoutMs: 30_000,
  });
}

export const deleteTagFiles = (id: string, ids: string[]) =>
  client.DELETE('/api/v1/dynatags/{id}/files', {
    params: { path: { id } },
    body: { ids },
    notifySuccess: true,
  });

export type TagRejection = Rejection | 'count';

/**
 * The checks before a byte is sent: type, 20 MB per file, duplicates, the tag's 20 MB and its 10 files, in the
 * order chosen. The server checks the content again and has the last word.
 */
export function checkTagFiles(chosen: File[], existing: { name: string; size: number }[], usedBytes: number) {
  const free = LIMITS.dynatagQuotaBytes - usedBytes;
  const { accepted, rejected } = checkFiles(chosen, existing, {
    maxFileBytes: LIMITS.fileSizeBytes,
    freeBytes: free,
  });
  const room = LIMITS.dynatagFiles - existing.length;
  const out: { accepted: File[]; rejected: { file: File; reason: TagRejection }[] } = {
    accepted: accepted.slice(0, Math.max(0, room)),
    rejected,
  };
  for (const file of accepted.slice(Math.max(0, room))) out.rejected.push({ file, reason: 'count' });
  return out;
}
