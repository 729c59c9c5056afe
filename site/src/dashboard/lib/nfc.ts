// Writing a page's address to an NFC tag with Web NFC (Chrome for Android only), then reading it back to say
// whether the tag now holds it (docs/decisions.md "NFC writing"). The address written carries `?s=n`.

/** What became of a write: the screen says each in plain words. */
export type NfcOutcome =
  | 'written' // written and read back the same
  | 'mismatch' // read back, but the tag holds something else
  | 'unverified' // written, but no read-back came in time
  | 'readOnly' // the tag refuses writes (locked)
  | 'denied' // the visitor refused the NFC permission
  | 'off' // no NFC adapter, or NFC is switched off
  | 'lost' // the tag moved away during the write
  | 'timeout' // no tag was held to the phone in time
  | 'cancelled'
  | 'failed';

/** The part of Web NFC we use (the DOM library has no types for it yet). */
type NdefRecord = { recordType: string; data?: DataView };
type NdefReadingEvent = Event & { message: { records: NdefRecord[] } };
type NdefReader = EventTarget & {
  write(
    message: { records: { recordType: string; data: string }[] },
    options?: { signal?: AbortSignal },
  ): Promise<void>;
  scan(options?: { signal?: AbortSignal }): Promise<void>;
};
type NdefReaderClass = new () => NdefReader;

const readerClass = () =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as { NDEFReader?: NdefReaderClass }).NDEFReader;

/** Whether this browser can write tags: Web NFC is only in Chrome for Android; elsewhere nothing is shown. */
export const canWriteNfc = () => typeof window !== 'undefined' && 'NDEFReader' in window;

/** How long the phone waits for a tag to be held to it, and then for the read-back. */
export const NFC_WAIT_MS = 30_000;
export const NFC_READ_BACK_MS = 10_000;

/** The text of a url record (UTF-8), or null for any other record. */
const urlOf = (record: NdefRecord) =>
  record.recordType === 'url' && record.data ? new TextDecoder().decode(record.data) : null;

/**
 * NotAllowedError is both "permission refused" and, in Chrome, "this tag is read-only"; the permission's
 * state tells them apart (granted: it was the tag).
 */
async function notAllowed(error: DOMException): Promise<NfcOutcome> {
  if (/read.?only/i.test(error.message)) return 'readOnly';
  try {
    const status = await navigator.permissions.query({ name: 'nfc' as PermissionName });
    return status.state === 'granted' ? 'readOnly' : 'denied';
  } catch {
    return 'denied';
  }
}

async function outcomeOf(error: unknown, cancelled: () => boolean): Promise<NfcOutcome> {
  const name = error instanceof DOMException ? error.name : '';
  // An aborted write rejects with the signal's reason: AbortError for the button, TimeoutError for the wait.
  if (name === 'AbortError' || name === 'TimeoutError') return cancelled() ? 'cancelled' : 'timeout';
  if (name === 'NotAllowedError') return notAllowed(error as DOMException);
  if (name === 'NotSupportedError' || name === 'NotReadableError') return 'off';
  if (name === 'NetworkError') return 'lost';
  return 'failed';
}

/** Waits for the next reading (the tag still held to the phone): the url records it holds. */
function readBack(reader: NdefReader, signal: AbortSignal): Promise<string[] | null> {
  return new Promise((resolve, reject) => {
    const done = (value: string[] | null) => {
      reader.removeEventListener('reading', onReading);
      resolve(value);
    };
    const onReading = (event: Event) => {
      const records = (event as NdefReadingEvent).message?.records ?? [];
      done(records.map(urlOf).filter((url): url is string => url !== null));
    };
    reader.addEventListener('reading', onReading);
    signal.addEventListener('abort', () => done(null), { once: true });
    reader.scan({ signal }).catch((error) => {
      reader.removeEventListener('reading', onReading);
      reject(error);
    });
  });
}

/**
 * Writes `url` as the tag's one url record, then reads the tag back and compares. `cancel` (the button) stops
 * the wait; a tag not held in `wait.tagMs` times out, a read-back not come in `wait.readBackMs` leaves it unverified.
 */
export async function writeNfcTag(
  url: string,
  cancel: AbortSignal,
  wait = { tagMs: NFC_WAIT_MS, readBackMs: NFC_READ_BACK_MS },
): Promise<NfcOutcome> {
  const Reader = readerClass();
  if (!Reader) return 'off';
  const reader = new Reader();
  // The wait for a tag ends on Cancel or after `tagMs` (by hand: AbortSignal.any is newer than Web NFC).
  const writing = new AbortController();
  const stopWriting = () => writing.abort(new DOMException('No tag', 'TimeoutError'));
  const tagTimer = setTimeout(stopWriting, wait.tagMs);
  const onCancel = () => writing.abort(new DOMException('Cancelled', 'AbortError'));
  cancel.addEventListener('abort', onCancel, { once: true });
  const cancelled = () => cancel.aborted;
  try {
    await reader.write({ records: [{ recordType: 'url', data: url }] }, { signal: writing.signal });
  } catch (error) {
    return outcomeOf(error, cancelled);
  } finally {
    clearTimeout(tagTimer);
    cancel.removeEventListener('abort', onCancel);
  }
  const read = new AbortController();
  const stop = () => read.abort();
  cancel.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(stop, wait.readBackMs);
  try {
    const urls = await readBack(reader, read.signal);
    if (urls === null) return cancelled() ? 'cancelled' : 'unverified';
    return urls.length === 1 && urls[0] === url ? 'written' : 'mismatch';
  } catch (error) {
    const outcome = await outcomeOf(error, cancelled);
    return outcome === 'timeout' ? 'unverified' : outcome;
  } finally {
    clearTimeout(timer);
    cancel.removeEventListener('abort', stop);
    read.abort(); // stops the scan
  }
}
