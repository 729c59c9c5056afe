import { useEffect, useMemo, useRef, useState } from 'react';
import { client } from '../lib/client';
import type { ApiResult } from '../lib/envelope';
import { useT } from '../lib/i18n';
import { refreshPeople, useCompanies } from '../stores/people';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { FormMessage } from '../ui/fields';
import { Icon } from '../ui/icons';
import { ImportDone } from './ImportDone';
import { ImportDropZone } from './ImportDropZone';
import { ImportPreview } from './ImportPreview';
import { type ImportResult, type Mapping, mappedRows, type Sheet } from './import-rows';

/**
 * Colleagues from a spreadsheet (owners): choose or drop a CSV or XLSX file, which the server reads; map its
 * columns; the preview checks every row on the server (a dry run) and marks its problems; one action invites
 * the new and updates those already in the company; then what happened, row by row where something did not.
 */
export default function ImportColleaguesDialog({
  props,
  isTop,
  close,
}: DialogComponentProps<'importColleagues'>) {
  const t = useT();
  const company = useCompanies()?.find((c) => c.shortId === props.shortId);
  const params = useMemo(() => ({ path: { shortId: props.shortId } }), [props.shortId]);
  const [file, setFile] = useState<{ name: string; sheet: Sheet } | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [check, setCheck] = useState<ImportResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ApiResult | null>(null);
  const checks = useRef(0);

  const read = async (chosen: File) => {
    setBusy(true);
    setMessage(null);
    const form = new FormData();
    form.append('file', chosen);
    const answer = await client.POST('/api/v1/companies/{shortId}/colleagues/import/file', {
      params,
      body: form,
      notifyErrors: false,
    });
    setBusy(false);
    if (!answer.ok || !answer.data) return setMessage(answer);
    setFile({ name: chosen.name, sheet: answer.data });
    setMapping(answer.data.columns);
  };

  // Every mapping is checked on the server; an answer to an older mapping is dropped.
  useEffect(() => {
    if (!file || !mapping) return;
    const mine = ++checks.current;
    setCheck(null);
    setChecking(true);
    setMessage(null);
    void client
      .POST('/api/v1/companies/{shortId}/colleagues/import', {
        params,
        body: { rows: mappedRows(file.sheet, mapping), dryRun: true },
        notifyErrors: false,
      })
      .then((answer) => {
        if (mine !== checks.current) return;
        setChecking(false);
        if (answer.ok && answer.data) setCheck(answer.data);
        else setMessage(answer);
      });
  }, [file, mapping, params]);

  const importAll = async () => {
    if (!file || !mapping) return;
    setBusy(true);
    setMessage(null);
    const answer = await client.POST('/api/v1/companies/{shortId}/colleagues/import', {
      params,
      body: { rows: mappedRows(file.sheet, mapping) },
      notifyErrors: false,
      notifySuccess: true,
      timeoutMs: 30_000,
    });
    setBusy(false);
    if (!answer.ok || !answer.data) return setMessage(answer);
    setDone(answer.data);
    await refreshPeople();
  };

  const restart = () => {
    checks.current++;
    setFile(null);
    setMapping(null);
    setCheck(null);
    setMessage(null);
  };

  const invite = check?.invited ?? 0;
  const label =
    invite === 1
      ? t('importInviteOne')
      : invite > 0
        ? t('importInvite', { count: invite })
        : t('importUpdate', { count: check?.updated ?? 0 });
  const title = company ? t('importColleaguesOf', { name: company.name }) : t('importFromSpreadsheet');
  return (
    <DialogFrame title={title} onClose={close} isTop={isTop} size="xl">
      {done ? (
        <ImportDone result={done} onClose={close} />
      ) : !file || !mapping ? (
        <ImportDropZone busy={busy} onFile={read} />
      ) : (
        <>
          <p className="text-base-content/70 mb-2 flex flex-wrap items-center gap-2 text-sm">
            <Icon name="table" className="size-4" />
            {t('importRowsIn', { count: file.sheet.totalRows, file: file.name })}
            <button type="button" className="btn btn-ghost btn-xs" onClick={restart}>
              {t('importOtherFile')}
            </button>
          </p>
          <ImportPreview
            sheet={file.sheet}
            mapping={mapping}
            onMapping={setMapping}
            check={check}
            checking={checking}
          />
          <FormMessage result={message} />
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={close}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || !check || check.invited + check.updated === 0}
              aria-busy={busy}
              onClick={importAll}
            >
              {busy && <span className="loading loading-spinner loading-sm" />}
              <Icon name="userPlus" className="size-4" />
              {label}
            </button>
          </div>
        </>
      )}
      {!file && <FormMessage result={message} />}
    </DialogFrame>
  );
}
