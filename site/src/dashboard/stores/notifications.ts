import { NOTIFICATION_TIMEOUT_MS } from '@shared/constants';
import { atom } from 'nanostores';
import { tabStorage } from '../lib/tab-storage';

export type NoticeColor = 'success' | 'error' | 'info' | 'warning';
export type NoticePosition = 'top-end' | 'bottom-end' | 'bottom-center' | 'top-center' | 'center';

export type Notice = {
  id: number;
  message: string;
  color: NoticeColor;
  /** Milliseconds; 0 keeps it until closed (a persistent notice). */
  timeout: number;
  position: NoticePosition;
  /** A way out the message offers (e.g. the Subscriptions page when a subscription lifts a limit). */
  action?: { label: string; href: string };
};

export type NoticeInput = Partial<Omit<Notice, 'id' | 'message'>>;

/** At most this many toasts at once; older ones make room. */
export const MAX_NOTICES = 4;
export const FLASH_KEY = 'dc:flash';

let nextId = 1;
export const $notices = atom<Notice[]>([]);

export function notify(message: string, options: NoticeInput = {}): number {
  const notice: Notice = {
    id: nextId++,
    message,
    color: options.color ?? 'info',
    timeout: options.timeout ?? NOTIFICATION_TIMEOUT_MS,
    position: options.position ?? (options.timeout === 0 ? 'center' : 'top-end'),
    ...(options.action ? { action: options.action } : {}),
  };
  // The same text twice in a row (e.g. two failed calls at once) is shown once.
  const rest = $notices.get().filter((n) => n.message !== message);
  $notices.set([...rest, notice].slice(-MAX_NOTICES));
  return notice.id;
}

export const dismiss = (id: number) => $notices.set($notices.get().filter((n) => n.id !== id));
export const clearNotices = () => $notices.set([]);

export const notifySuccess = (message: string) => notify(message, { color: 'success' });
export const notifyError = (message: string) => notify(message, { color: 'error' });

/** A notice for the next page (a redirect to the start page is a full page load). */
export function flash(message: string, options: NoticeInput = {}, storage = tabStorage()) {
  storage?.setItem(FLASH_KEY, JSON.stringify({ message, options }));
}

/** Shows the notice left by the previous page, once. */
export function showFlash(storage = tabStorage()) {
  const raw = storage?.getItem(FLASH_KEY);
  if (!raw) return;
  storage?.removeItem(FLASH_KEY);
  try {
    const { message, options } = JSON.parse(raw) as { message: string; options: NoticeInput };
    if (typeof message === 'string' && message) notify(message, options);
  } catch {
    // a broken entry is dropped
  }
}
