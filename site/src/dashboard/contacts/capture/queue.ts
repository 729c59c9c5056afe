// The installed app's captures waiting to go up (issue 31): every capture is first kept in this browser's
// IndexedDB — the photos as Blobs, a code's text, the note, tags, event and consent, and its own key — and goes
// up from there: at once when it can, else when the connection returns (the `online` event), when the app
// starts, and from the service worker's Background Sync where the browser has it (site/public/sw.js reads the
// same store). Nothing is lost when the app is closed or reloaded; a capture sent twice is one lead on the
// server (its `clientKey`). A capture the server refuses (a picture that is no photo, a link to a disabled card)
// stays, with the server's reason, until the user drops it.
import type { Lang } from '@shared/constants';
import type { LeadItem } from '@shared/types/leads';
import { atom } from 'nanostores';
import { client } from '../../lib/client';
import { $uiLang } from '../../stores/prefs';
import { $user } from '../../stores/user';

export const CAPTURE_DB = 'dynacard-captures';
export const CAPTURE_STORE = 'captures';
/** The Background Sync tag the service worker answers. */
export const CAPTURE_SYNC = 'dynacard-captures';

export type QueuedCapture = {
  clientKey: string;
  /** Whose capture it is: another user signed in on this phone does not send it. */
  userShortId: string;
  kind: 'card' | 'code';
  front?: Blob;
  back?: Blob;
  text?: string;
  note: string;
  tags: string[];
  event: string;
  /** The company of a capture without an event ('' or absent: the server's choice, my card's first company). */
  company?: string;
  consent: boolean;
  capturedAt: number;
  lang: Lang;
  /** The server refused it (its message): kept, not sent again until the user drops it. */
  refused?: string;
};

/** This user's captures still in the browser, oldest first; null until read. */
export const $queue = atom<QueuedCapture[] | null>(null);
/** How many are waiting to go up (refused ones not counted). */
export const $waiting = atom(0);
/** The latest leads made from the queue, by their capture's key (the scanner shows them being read). */
export const $sent = atom<Record<string, LeadItem>>({});

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(CAPTURE_DB, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(CAPTURE_STORE)) {
        request.result.createObjectStore(CAPTURE_STORE, { keyPath: 'clientKey' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(CAPTURE_STORE, mode);
      const request = work(tx.objectStore(CAPTURE_STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const all = () => withStore<QueuedCapture[]>('readonly', (s) => s.getAll() as IDBRequest<QueuedCapture[]>);

/** Reads the store again into the atoms (this user's captures only). */
export async function refreshQueue() {
  const me = $user.get()?.shortId;
  const mine = me ? (await all().catch(() => [])).filter((c) => c.userShortId === me) : [];
  mine.sort((a, b) => a.capturedAt - b.capturedAt);
  $queue.set(mine);
  $waiting.set(mine.filter((c) => !c.refused).length);
}

/** A new key for a capture: random, so two phones never share one. */
export const newClientKey = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Keeps a capture, then tries to send what waits. A browser without a usable IndexedDB (a private window that
 * refuses it) sends it at once instead; then only a failed send is lost, and the answer says so.
 */
export async function keepCapture(capture: Omit<QueuedCapture, 'userShortId' | 'lang'>) {
  const me = $user.get()?.shortId;
  if (!me) return 'later';
  const kept: QueuedCapture = { ...capture, userShortId: me, lang: $uiLang.get() };
  try {
    await withStore('readwrite', (s) => s.put(kept));
  } catch {
    return sendOne(kept).catch(() => 'later' as const);
  }
  await refreshQueue();
  void askBackgroundSync();
  await sendWaiting();
  return 'kept';
}

export async function dropCapture(clientKey: string) {
  await withStore('readwrite', (s) => s.delete(clientKey));
  await refreshQueue();
}

async function markRefused(clientKey: string, message: string) {
  await withStore('readwrite', (s) => s.get(clientKey)).then(async (found) => {
    if (found) await withStore('readwrite', (s) => s.put({ ...(found as QueuedCapture), refused: message }));
  });
}

/** Where the service worker's Background Sync is, asks it to send the queue when the connection is back. */
async function askBackgroundSync() {
  try {
    const registration = (await navigator.serviceWorker?.ready) as
      | (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } })
      | undefined;
    await registration?.sync?.register(CAPTURE_SYNC);
  } catch {
    // No Background Sync here: the online event and the next start send it.
  }
}

/** One capture up; answers 'sent', 'later' (no connection, the server busy) or 'refused'. */
async function sendOne(capture: QueuedCapture): Promise<'sent' | 'later' | 'refused'> {
  const common = {
    note: capture.note || undefined,
    event: capture.event || undefined,
    company: capture.company || undefined,
    consent: capture.consent,
    clientKey: capture.clientKey,
    capturedAt: capture.capturedAt,
  };
  let answer: { ok: boolean; status: number; message: string; data: LeadItem | null };
  if (capture.kind === 'code') {
    answer = await client.POST('/api/v1/leads/codes', {
      body: { text: capture.text ?? '', tags: capture.tags, ...common },
      notifyErrors: false,
    });
  } else {
    const form = new FormData();
    if (capture.front) form.append('front', capture.front, 'front.jpg');
    if (capture.back) form.append('back', capture.back, 'back.jpg');
    for (const [key, value] of Object.entries(common))
      if (value !== undefined) form.append(key, String(value));
    if (capture.tags.length) form.append('tags', capture.tags.join(','));
    answer = await client.POST('/api/v1/leads/scans', { body: form, notifyErrors: false, timeoutMs: 60_000 });
  }
  if (answer.ok && answer.data) {
    $sent.set({ ...$sent.get(), [capture.clientKey]: answer.data });
    return 'sent';
  }
  // No connection (0), timed out or the server's trouble (5xx), the limits (429), signed out (401): later.
  if (answer.status === 0 || answer.status >= 500 || answer.status === 429 || answer.status === 401)
    return 'later';
  await markRefused(capture.clientKey, answer.message);
  return 'refused';
}

let sending: Promise<void> | null = null;
let again = false;

/** Sends what waits, oldest first, one at a time; stops at the first that must wait. Never two senders. */
export function sendWaiting(): Promise<void> {
  if (sending) {
    again = true;
    return sending;
  }
  sending = (async () => {
    do {
      again = false;
      await refreshQueue();
      for (const capture of ($queue.get() ?? []).filter((c) => !c.refused)) {
        const outcome = await sendOne(capture).catch(() => 'later' as const);
        if (outcome === 'later') break;
        if (outcome === 'sent') await withStore('readwrite', (s) => s.delete(capture.clientKey));
      }
      await refreshQueue();
    } while (again && navigator.onLine !== false);
  })().finally(() => {
    sending = null;
  });
  return sending;
}

let bound = false;
/** Once per page: send on start, when the connection returns, and when the worker says it sent some. */
export function bindCaptureQueue(onSent: () => void) {
  if (bound || typeof indexedDB === 'undefined') return;
  bound = true;
  const flush = () => void sendWaiting().then(onSent);
  addEventListener('online', flush);
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if ((event.data as { capturesSent?: boolean } | null)?.capturesSent) {
      void refreshQueue();
      onSent();
    }
  });
  $user.listen(() => void refreshQueue());
  flush();
}
