import { nfcLink } from '@shared/page-links';
import { useEffect, useRef, useState } from 'react';
import type { AppKey } from '../lib/i18n';
import { useT } from '../lib/i18n';
import { canWriteNfc, type NfcOutcome, writeNfcTag } from '../lib/nfc';
import { ActionButton } from './ActionButton';
import { Icon } from './icons';

/** The result line of each outcome: success, or what went wrong and what to do. */
const RESULT: Record<Exclude<NfcOutcome, 'cancelled'>, { key: AppKey; ok: boolean }> = {
  written: { key: 'nfcWritten', ok: true },
  mismatch: { key: 'nfcMismatch', ok: false },
  unverified: { key: 'nfcUnverified', ok: false },
  readOnly: { key: 'nfcReadOnly', ok: false },
  denied: { key: 'nfcDenied', ok: false },
  off: { key: 'nfcOff', ok: false },
  lost: { key: 'nfcLost', ok: false },
  timeout: { key: 'nfcTimeout', ok: false },
  failed: { key: 'nfcFailed', ok: false },
};

/**
 * "Write to NFC tag" (Chrome for Android, Web NFC): writes the page's address marked `?s=n` to a tag, reads
 * it back and says whether it matches. Not shown where the browser cannot write tags. `row` is the form of a
 * table row (the card fleet): an icon button named `row`, the wait and the result on a line of their own.
 */
export function NfcWriter({ link, row }: { link: string; row?: string }) {
  const t = useT();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<NfcOutcome | null>(null);
  const cancel = useRef<AbortController | null>(null);

  useEffect(() => {
    setSupported(canWriteNfc());
    return () => cancel.current?.abort();
  }, []);
  if (!supported) return null;

  async function write() {
    cancel.current = new AbortController();
    setOutcome(null);
    setBusy(true);
    // Every failure is an outcome; an error not foreseen is still said, never a spinner left turning.
    const result = await writeNfcTag(nfcLink(link), cancel.current.signal).catch(() => 'failed' as const);
    setBusy(false);
    setOutcome(result);
  }

  const result = outcome && outcome !== 'cancelled' ? RESULT[outcome] : null;
  const retry = outcome && outcome !== 'written' && outcome !== 'cancelled';
  const start = row ? (
    <ActionButton icon="nfc" title={row} label={row} onClick={write} />
  ) : (
    <button type="button" className="btn btn-sm" onClick={write}>
      <Icon name="nfc" className="size-4" />
      {retry ? t('nfcTryAgain') : t('nfcWrite')}
    </button>
  );
  const waiting = (
    <div className="flex basis-full flex-wrap items-center gap-2 text-start">
      <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      <p role="status" className="text-sm">
        {t('nfcHold')}
      </p>
      <button type="button" className="btn btn-sm btn-ghost" onClick={() => cancel.current?.abort()}>
        {t('nfcCancel')}
      </button>
    </div>
  );
  const said = result && (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`alert alert-soft basis-full text-start text-sm ${result.ok ? 'alert-success' : 'alert-warning'}`}
      data-testid="nfc-result"
    >
      <Icon name={result.ok ? 'check' : 'warning'} className="size-4" />
      {t(result.key, { url: nfcLink(link) })}
    </p>
  );
  if (row)
    return (
      <>
        {!busy && start}
        {busy && waiting}
        {said}
      </>
    );
  return (
    <section className="space-y-2" data-testid="nfc-writer" aria-label={t('nfcTitle')}>
      {busy ? waiting : start}
      {said}
    </section>
  );
}
