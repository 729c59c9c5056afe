import type { AnalyticsItem } from '@shared/schemas/analytics';
import type { PriceChange } from '@shared/types/billing';
import { atom } from 'nanostores';

/** Every dialog the app can open; the host maps each kind to its component. */
export type DialogProps = {
  /** `way: 'sso'` opens on "Continue with your company" (`message`: a failed sign-in's text). */
  login: { tab?: 'login' | 'forgot'; relogin?: boolean; message?: string; stay?: boolean; way?: 'sso' };
  signup: Record<string, never>;
  settings: { tab?: SettingsTab };
  confirm: {
    title: string;
    message: string;
    confirmLabel?: string;
    danger?: boolean;
    onConfirm: () => unknown;
  };
  avatarCrop: { file: File; onCropped: (blob: Blob) => void };
  /** Create a company (no shortId) or edit one (tabs General, Files; owners also Card design, Single sign-on). */
  /** `crmNotice`: how connecting a CRM went (its redirect back, companies/crm/crm-return.ts). */
  companyForm: {
    shortId?: string;
    tab?: 'general' | 'files' | 'design' | 'sso' | 'crm';
    crmNotice?: { result: 'connected' | 'error' | 'reconnect'; reason?: string };
  };
  billing: { shortId: string };
  /** A company's webhook endpoints and their delivery logs (owners). */
  webhooks: { shortId: string };
  /** A company's own domain for its pages (owners): the DNS records, the check, remove. */
  pageDomain: { shortId: string };
  manageColleagues: { shortId: string };
  /** Colleagues from a spreadsheet (owners): file, column mapping, checked preview, one import. */
  importColleagues: { shortId: string };
  colleagueProfile: { companyShortId: string; membershipId: string; tab?: 'general' | 'files' };
  deleteCompany: { shortId: string; name: string };
  /** Create a profile (no shortId) or rename one. */
  profileLabel: { shortId?: string; label?: string };
  profilePreview: { shortId: string };
  qrScanner: Record<string, never>;
  /** Create a dynatag in a company (no dynatagId) or edit one: tabs General, Files, Versions, QR code. */
  dynatagEditor: { companyId: string; dynatagId?: string };
  /** A new dynatag: the gallery of starter templates, or "Start empty" (the editor's blank tag). */
  dynatagTemplates: { companyId: string };
  /** Views and analytics of a dynatag, a profile, a card, a folder or a company: period, chart, breakdowns, CSV. */
  dynatagStatistics: { target: { type: AnalyticsItem; id: string }; name: string };
  /** Dynatags from a spreadsheet (owners): template, file, preview, the job's live progress, downloads. */
  bulkDynatags: { companyId: string; templates: { id: string; name: string }[] };
  /** Delete a dynatag: the exact name, case-sensitive. */
  deleteDynatag: { id: string; name: string };
  /** A card's QR code from the fleet: shown, copied and downloaded (SVG, PNG, PDF) in its company's style. */
  cardQr: { id: string; url: string; disabled: boolean };
  /** The order preview (SPEC §2): status, creator, company, card rows, receipt, design, links. */
  orderPreview: {
    orderId: string /** Unknown when opened from a mail's link. */;
    number?: string;
    admin?: boolean;
  };
  /**
   * A change would raise a company's monthly price: confirm the new price (`change`), or, without billing info,
   * go to it (`billingNeeded`). `onAnswer(true)` when confirmed; false when closed otherwise.
   */
  priceConfirm: {
    companyId: string;
    change?: PriceChange;
    billingNeeded?: string;
    onAnswer: (confirmed: boolean) => void;
  };
};
export type DialogKind = keyof DialogProps;
export type SettingsTab = 'user' | 'account' | 'reports' | 'otp' | 'data' | 'delete' | 'api';

export type DialogEntry<K extends DialogKind = DialogKind> = {
  id: number;
  kind: K;
  props: DialogProps[K];
  /** Runs once when the dialog leaves the stack, however it was closed. */
  onClose?: () => void;
};

let nextId = 1;
/** One stack of dialogs; the last one is on top and the only one that takes input. */
export const $dialogs = atom<DialogEntry[]>([]);

export function openDialog<K extends DialogKind>(
  kind: K,
  ...[props, onClose]: Record<string, never> extends DialogProps[K]
    ? [props?: DialogProps[K], onClose?: () => void]
    : [props: DialogProps[K], onClose?: () => void]
): number {
  const entry = { id: nextId++, kind, props: props ?? {}, onClose } as DialogEntry;
  $dialogs.set([...$dialogs.get(), entry]);
  return entry.id;
}

function remove(keep: (entry: DialogEntry, index: number) => boolean) {
  const list = $dialogs.get();
  const removed = list.filter((e, i) => !keep(e, i));
  if (!removed.length) return;
  $dialogs.set(list.filter(keep));
  // After the stack settled (and outside any history bookkeeping), so a callback may open a dialog.
  for (const entry of removed.reverse()) if (entry.onClose) queueMicrotask(entry.onClose);
}

export const closeDialog = (id: number) => remove((e) => e.id !== id);
export const closeLatest = () => remove((_, i) => i < $dialogs.get().length - 1);
export const closeAll = () => remove(() => false);

/** True when a dialog of this kind is open (the re-login dialog is shown once at a time). */
export const isOpen = (kind: DialogKind, where?: (entry: DialogEntry) => boolean) =>
  $dialogs.get().some((e) => e.kind === kind && (!where || where(e)));
