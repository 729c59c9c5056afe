import type { DynatagDetail } from '@shared/types/dynatags';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { client } from '../../lib/client';
import type { ApiResult } from '../../lib/envelope';
import { onLiveEvent } from '../../lib/live';
import { withPriceConfirmation } from '../../lib/price-confirm';
import { $uiLang } from '../../stores/prefs';
import { refreshDynatags } from '../list/store';
import { changesOf, type Draft, draftOf, isDirty, reapply } from './draft';
import { translateEditor } from './modules/i18n';
import { remapRefs, usePendingFiles } from './pending';
import { isRoutingPath, routingPath } from './routing/routing-draft';
import type { FilesAnswer } from './tag-files';
import { fieldErrors, routingErrors } from './validate';

const et = (key: 'nothingToSave') => translateEditor($uiLang.get(), key);

export const tagPath = (id: string) => `/dynatags/${encodeURIComponent(id)}`;

/** The version a live event announces (A1 publishes actions ['updated'] with the new version as message). */
const announcedVersion = (message: string | undefined) => {
  const n = Number(message);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The editor's state: the loaded version (`detail`, `base`), the user's draft, files chosen for a tag not yet
 * created, the save (create, or update with the loaded version as baseVersion) and the edit conflict, raised
 * by a 409 or by a live event announcing a newer version of this tag while the dialog is open.
 */
export function useDynatagEditor(companyId: string, initialId: string | undefined) {
  const [id, setId] = useState(initialId);
  const [detail, setDetail] = useState<DynatagDetail | null>(null);
  const [base, setBase] = useState<Draft>(() => draftOf(null));
  const [draft, setDraft] = useState<Draft>(() => draftOf(null));
  const { pending, setPending, addPending, removePending } = usePendingFiles(setDraft);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The routing's problems by path (rules.0.name), from the editor's check or the server's 422. */
  const [routeErrors, setRouteErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Pick<ApiResult, 'ok' | 'message'> | null>(null);
  const [conflict, setConflict] = useState(false);
  /** Another session deleted the tag while it was open here. */
  const [deleted, setDeleted] = useState(false);
  /** The user's edits kept at a reload after a conflict, to lay over the newest version. */
  const [stash, setStash] = useState<{ oldBase: Draft; mine: Draft } | null>(null);
  const version = useRef(0);
  const saving = useRef(false);
  const heardVersion = useRef(0);

  const adopt = useCallback((next: DynatagDetail, keepDraft?: Draft) => {
    const nextBase = draftOf(next);
    version.current = next.version;
    setDetail(next);
    setBase(nextBase);
    setDraft(keepDraft ?? nextBase);
    setConflict(heardVersion.current > next.version);
  }, []);

  const load = useCallback(
    async (tagId: string) => {
      const answer = await client.GET('/api/v1/dynatags/{id}', {
        params: { path: { id: tagId } },
        notifyErrors: false,
      });
      if (answer.ok && answer.data) {
        setFailed(false);
        adopt(answer.data);
      } else setFailed(true);
      return answer.ok;
    },
    [adopt],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads the tag the dialog was opened for, once
  useEffect(() => {
    if (initialId) void load(initialId);
  }, []);

  useEffect(() => {
    if (!id) return;
    const off = onLiveEvent((event) => {
      if (event.service !== 'dynatags' || event.ids?.dynatagId !== id) return;
      if (event.actions.includes('deleted')) setDeleted(true);
      if (!event.actions.includes('updated')) return;
      const announced = announcedVersion(event.message);
      if (!announced) return;
      heardVersion.current = Math.max(heardVersion.current, announced);
      // During our own save the event may be ours; the save's answer settles it.
      if (!saving.current && announced > version.current) setConflict(true);
    });
    return () => {
      off();
    };
  }, [id]);

  const dirty = useMemo(() => pending.length > 0 || isDirty(base, draft), [base, draft, pending]);

  const save = useCallback(async () => {
    const isNew = !id;
    const input = changesOf(base, draft, isNew);
    // Nothing changed: no request, so no new version that only repeats the last one.
    if (!isNew && !pending.length && !Object.keys(input).length) {
      setResult({ ok: true, message: et('nothingToSave') });
      return true;
    }
    const found = fieldErrors(input);
    const routing = routingErrors(draft);
    setErrors(found);
    setRouteErrors(routing);
    if (Object.keys(found).length || Object.keys(routing).length) {
      setResult({ ok: false, message: Object.values(found)[0] ?? Object.values(routing)[0] });
      return false;
    }
    // A new tag may raise the company's monthly price: the owner confirms it and it goes again with the price.
    const formOf = (acceptMonthlyPrice?: number) => {
      const form = new FormData();
      const fields = isNew ? { ...input, acceptMonthlyPrice } : { ...input, baseVersion: version.current };
      form.append('json', JSON.stringify(fields));
      for (const file of pending) form.append('files', file.file, file.file.name);
      return form;
    };
    const send = (acceptMonthlyPrice?: number) => {
      const options = {
        body: formOf(acceptMonthlyPrice),
        notifyErrors: false,
        notifySuccess: true,
        timeoutMs: 60_000,
      };
      return isNew
        ? client.POST('/api/v1/dynatags/companies/{companyId}', {
            params: { path: { companyId } },
            ...options,
          })
        : client.PATCH('/api/v1/dynatags/{id}', { params: { path: { id } }, ...options });
    };
    setBusy(true);
    saving.current = true;
    const answer = isNew ? await withPriceConfirmation(companyId, send) : await send();
    saving.current = false;
    setBusy(false);
    if ('declined' in answer && answer.declined) {
      setResult(null);
      return false;
    }
    if (answer.ok && answer.data) {
      setResult(null);
      setPending([]);
      setId(answer.data.id);
      adopt(answer.data);
      refreshDynatags();
      return true;
    }
    // On an update a 409 is an edit conflict; on a create it is the price or the billing info (handled above).
    if (answer.status === 409 && !isNew) setConflict(true);
    const field = answer.errors[0]?.field;
    if (field && isRoutingPath(routingPath(field)))
      setRouteErrors({ [routingPath(field)]: answer.errors[0].message });
    else if (field) setErrors({ [field.split(/[./]/)[0]]: answer.errors[0].message });
    setResult({ ok: false, message: answer.message });
    return false;
  }, [id, base, draft, pending, setPending, companyId, adopt]);

  /**
   * Runs one of our own writes (a file deleted, an import, a restore): the live event it causes is ours, so
   * it raises no conflict while the write runs; the answer (adopt, filesChanged) settles the version.
   */
  const ownWrite = useCallback(async <T>(write: () => Promise<T>): Promise<T> => {
    saving.current = true;
    try {
      return await write();
    } finally {
      saving.current = false;
    }
  }, []);

  /** Loads the newest version; the user's unsaved edits are kept aside to re-apply or drop. */
  const reload = useCallback(async () => {
    if (!id) return;
    const mine = draft;
    const oldBase = base;
    const hadEdits = isDirty(oldBase, mine);
    if (await load(id)) {
      setStash(hadEdits ? { oldBase, mine } : null);
      setResult(null);
      setErrors({});
      setRouteErrors({});
    }
  }, [id, draft, base, load]);

  const applyStash = useCallback(() => {
    if (!stash) return;
    setDraft(reapply(stash.oldBase, stash.mine, base));
    setStash(null);
  }, [stash, base]);

  /** Files uploaded to or deleted from a created tag: the list and quota change, deleted files leave the modules. */
  const filesChanged = useCallback((next: FilesAnswer, removed: string[] = []) => {
    if (next.version && next.version > version.current) version.current = next.version;
    setDetail((d) =>
      d ? { ...d, files: next.files, usedBytes: next.usedBytes, version: version.current } : d,
    );
    if (!removed.length) return;
    const map = new Map(removed.map((fileId) => [fileId, '']));
    // Deleted files leave the own content and every variant's modules (issue 34).
    const remap = (d: Draft): Draft => ({
      ...d,
      modules: remapRefs(d.modules, map),
      variants: d.variants.map((v) => ({ ...v, modules: remapRefs(v.modules, map) })),
    });
    setBase(remap);
    setDraft(remap);
  }, []);

  return {
    id,
    detail,
    filesChanged,
    base,
    draft,
    setDraft,
    pending,
    addPending,
    removePending,
    failed,
    busy,
    errors,
    routeErrors,
    result,
    conflict,
    deleted,
    stash,
    dirty,
    save,
    reload,
    applyStash,
    dropStash: () => setStash(null),
    raiseConflict: () => setConflict(true),
    ownWrite,
    adopt,
    version,
  };
}
export type EditorState = ReturnType<typeof useDynatagEditor>;
