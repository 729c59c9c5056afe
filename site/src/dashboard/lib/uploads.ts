import { LIMITS } from '@shared/constants';

// The multiple-file uploader's rules (SPEC §4 uploader states, §5 accepted types and checks), kept pure.

/** Extensions of the types SPEC §5 accepts; the server decides by content, this only spares a wasted upload. */
export const ACCEPTED_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'pdf',
  'rtf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'odg',
  'epub',
  'txt',
  'csv',
  'mp3',
  'aac',
  'm4a',
  'mp4',
  'mov',
  '3gp',
  'ogg',
  'oga',
  'ogv',
  'wav',
  'flac',
  'webm',
  'mkv',
  'avi',
] as const;

export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`).join(',');

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]{1,8})$/)?.[1] ?? '';
export const isAcceptedName = (name: string) =>
  (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(name));

export type Candidate = { name: string; size: number };
export type Rejection = 'type' | 'size' | 'duplicate' | 'quota' | 'empty';
export type Checked<F extends Candidate> = { accepted: F[]; rejected: { file: F; reason: Rejection }[] };

export type UploadLimits = {
  /** Largest single file (20 MB). */
  maxFileBytes?: number;
  /** What is left of the user's quota (50 MB minus what they stored); null when unknown. */
  freeBytes?: number | null;
};

/**
 * Sorts chosen files into those to upload and those refused before any byte is sent: a type we do not
 * accept, over 20 MB, empty, the same name and size as a file already there or chosen twice, and — in
 * the order chosen — whatever no longer fits in the quota.
 */
export function checkFiles<F extends Candidate>(
  chosen: F[],
  existing: Candidate[],
  limits: UploadLimits = {},
): Checked<F> {
  const maxFile = limits.maxFileBytes ?? LIMITS.fileSizeBytes;
  let room = limits.freeBytes ?? Number.POSITIVE_INFINITY;
  const seen = new Set(existing.map((f) => `${f.name}\u0000${f.size}`));
  const result: Checked<F> = { accepted: [], rejected: [] };
  for (const file of chosen) {
    const id = `${file.name}\u0000${file.size}`;
    const reason: Rejection | null = !isAcceptedName(file.name)
      ? 'type'
      : file.size === 0
        ? 'empty'
        : file.size > maxFile
          ? 'size'
          : seen.has(id)
            ? 'duplicate'
            : file.size > room
              ? 'quota'
              : null;
    if (reason) {
      result.rejected.push({ file, reason });
      continue;
    }
    seen.add(id);
    room -= file.size;
    result.accepted.push(file);
  }
  return result;
}

/** One file in the uploader (SPEC §4): idle (waiting), uploading, uploaded or failed. */
export type UploadState = 'idle' | 'uploading' | 'uploaded' | 'failed';
export type UploadItem = {
  key: string;
  name: string;
  size: number;
  state: UploadState;
  /** 0…100 while uploading. */
  progress: number;
  error?: string;
};

export type UploadAction =
  | { type: 'add'; items: { key: string; name: string; size: number }[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'done'; key: string }
  | { type: 'fail'; key: string; error: string }
  | { type: 'retry'; key: string }
  | { type: 'dismiss'; key: string }
  | { type: 'clearFinished' };

/** The queue's transitions; impossible ones (progress of a finished file) leave it unchanged. */
export function uploadReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  const update = (key: string, allowed: UploadState[], patch: Partial<UploadItem>) =>
    items.map((item) => (item.key === key && allowed.includes(item.state) ? { ...item, ...patch } : item));
  switch (action.type) {
    case 'add':
      return [...items, ...action.items.map((i) => ({ ...i, state: 'idle' as const, progress: 0 }))];
    case 'start':
      return update(action.key, ['idle'], { state: 'uploading', progress: 0, error: undefined });
    case 'progress':
      return update(action.key, ['uploading'], {
        progress: Math.max(0, Math.min(100, Math.round(action.fraction * 100))),
      });
    case 'done':
      return update(action.key, ['uploading'], { state: 'uploaded', progress: 100 });
    case 'fail':
      return update(action.key, ['uploading', 'idle'], { state: 'failed', error: action.error });
    case 'retry':
      return update(action.key, ['failed'], { state: 'idle', progress: 0, error: undefined });
    case 'dismiss':
      return items.filter((item) => item.key !== action.key || item.state === 'uploading');
    case 'clearFinished':
      return items.filter((item) => item.state !== 'uploaded');
  }
}

/** The next file to send: one at a time, in the order chosen. */
export const nextIdle = (items: UploadItem[]) =>
  items.some((i) => i.state === 'uploading') ? undefined : items.find((i) => i.state === 'idle');
