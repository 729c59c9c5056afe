import { LIMITS } from '@shared/constants';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { client } from '../lib/client';
import { type AppKey, LOCALES, useT } from '../lib/i18n';
import type { FileView, Quota } from '../lib/people';
import {
  ACCEPT_ATTRIBUTE,
  checkFiles,
  nextIdle,
  type Rejection,
  type UploadItem,
  uploadReducer,
} from '../lib/uploads';
import { formatBytes } from '../lib/validate';
import { openDialog } from '../stores/dialogs';
import { $uiLang } from '../stores/prefs';
import { DropZone } from './DropZone';
import { Upsell } from './fields';
import { StoredFiles, UploadQueue } from './UploadList';

const REASON: Record<Rejection, AppKey> = {
  type: 'fileTypeRejected',
  size: 'fileTooLarge',
  empty: 'fileEmpty',
  duplicate: 'fileDuplicateHere',
  quota: 'fileQuota',
};
let nextKey = 1;

/** Whose files: a company's, or a colleague's in a company (by membership). */
export type FilesOwner = { shortId: string; membershipId?: string };

/** Uploading one file and deleting one, for the owner. */
function fileCalls({ shortId, membershipId }: FilesOwner) {
  if (membershipId) {
    const params = { path: { shortId, membershipId } };
    return {
      upload: (form: FormData, onUploadProgress: (fraction: number) => void) =>
        client.POST('/api/v1/companies/{shortId}/colleagues/{membershipId}/files', {
          params,
          body: form,
          notifyErrors: false,
          onUploadProgress,
        }),
      remove: (id: string) =>
        client.DELETE('/api/v1/companies/{shortId}/colleagues/{membershipId}/files', {
          params,
          body: { id },
          notifySuccess: true,
        }),
    };
  }
  const params = { path: { shortId } };
  return {
    upload: (form: FormData, onUploadProgress: (fraction: number) => void) =>
      client.POST('/api/v1/companies/{shortId}/files', {
        params,
        body: form,
        notifyErrors: false,
        onUploadProgress,
      }),
    remove: (id: string) =>
      client.DELETE('/api/v1/companies/{shortId}/files', { params, body: { id }, notifySuccess: true }),
  };
}

/**
 * The multiple-file uploader (SPEC §4, §9): choosing or dropping files starts the upload, one file per
 * request with its progress; each file is idle, uploading, uploaded or failed. Type, size, duplicates and
 * the quota are checked before a byte is sent. Below it, the files already there, each deletable.
 */
export function FileUploader({
  files,
  owner,
  onFiles,
  canUpload,
  upsell,
}: {
  files: FileView[];
  owner: FilesOwner;
  onFiles: (files: FileView[]) => void;
  canUpload: boolean;
  upsell: string;
}) {
  const t = useT();
  const { shortId, membershipId } = owner;
  const lang = $uiLang.get();
  const [items, dispatch] = useReducer(uploadReducer, []);
  const [quota, setQuota] = useState<Quota | null>(null);
  const chosen = useRef(new Map<string, File>());

  const loadQuota = useCallback(async () => {
    const result = await client.GET('/api/v1/users/me/quota', { notifyErrors: false });
    if (result.ok && result.data) setQuota(result.data);
  }, []);
  useEffect(() => {
    if (canUpload) void loadQuota();
  }, [canUpload, loadQuota]);

  // One upload at a time, in the order chosen.
  useEffect(() => {
    const item = nextIdle(items);
    const file = item && chosen.current.get(item.key);
    if (!item || !file) return;
    dispatch({ type: 'start', key: item.key });
    const form = new FormData();
    form.append('file', file);
    void fileCalls({ shortId, membershipId })
      .upload(form, (fraction) => dispatch({ type: 'progress', key: item.key, fraction }))
      .then((result) => {
        if (result.ok && result.data) {
          dispatch({ type: 'done', key: item.key });
          chosen.current.delete(item.key);
          onFiles(result.data);
        } else {
          dispatch({ type: 'fail', key: item.key, error: result.message });
        }
        void loadQuota();
      });
  }, [items, shortId, membershipId, onFiles, loadQuota]);

  const choose = (list: FileList | null) => {
    if (!list?.length) return;
    const waiting = items
      .filter((i) => i.state === 'idle' || i.state === 'uploading')
      .map((i) => ({ name: i.name, size: i.size }));
    const inFlight = waiting.reduce((n, f) => n + f.size, 0);
    const { accepted, rejected } = checkFiles(
      [...list],
      [...files.map((f) => ({ name: f.name, size: f.size })), ...waiting],
      { freeBytes: quota ? quota.free - inFlight : null },
    );
    const add = [...accepted, ...rejected.map((r) => r.file)].map((file) => {
      const key = String(nextKey++);
      chosen.current.set(key, file);
      return { key, name: file.name, size: file.size };
    });
    dispatch({ type: 'add', items: add });
    rejected.forEach((r) => {
      const key = add[accepted.length + rejected.indexOf(r)].key;
      chosen.current.delete(key);
      dispatch({
        type: 'fail',
        key,
        error: t(REASON[r.reason], { limit: r.reason === 'quota' ? '50 MB' : '20 MB' }),
      });
    });
  };

  const remove = (file: FileView) =>
    openDialog('confirm', {
      title: t('deleteFileTitle'),
      message: t('deleteFileText', { name: file.name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: async () => {
        const result = await fileCalls({ shortId, membershipId }).remove(file.id);
        if (result.ok && result.data) {
          onFiles(result.data);
          void loadQuota();
        }
      },
    });

  const retry = (item: UploadItem) => {
    if (chosen.current.has(item.key)) dispatch({ type: 'retry', key: item.key });
    else dispatch({ type: 'dismiss', key: item.key });
  };

  return (
    <div className="space-y-4">
      {canUpload ? (
        <div>
          <DropZone
            onFiles={choose}
            title={t('dropFiles')}
            hint={t('filesHint', { size: formatBytes(LIMITS.fileSizeBytes, LOCALES[lang]) })}
            accept={ACCEPT_ATTRIBUTE}
            testId="files-input"
            multiple
          />
          {quota && (
            <p className="text-base-content/70 mt-1 text-xs">
              {t('quotaUsed', {
                used: formatBytes(quota.used, LOCALES[lang]),
                limit: formatBytes(quota.limit, LOCALES[lang]),
              })}
            </p>
          )}
        </div>
      ) : (
        <Upsell>{upsell}</Upsell>
      )}

      <UploadQueue
        items={items}
        canRetry={(key) => chosen.current.has(key)}
        onRetry={retry}
        onDismiss={(key) => dispatch({ type: 'dismiss', key })}
      />
      <StoredFiles files={files} onDelete={remove} />
    </div>
  );
}
