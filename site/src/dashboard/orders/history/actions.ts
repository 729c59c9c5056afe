import { useStore } from '@nanostores/react';
import type { OrderSummary } from '@shared/types/orders';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import { API_BASE, client } from '../../lib/client';
import { copyText } from '../../lib/clipboard';
import { openDialog } from '../../stores/dialogs';
import { notifyError, notifySuccess } from '../../stores/notifications';
import { ot } from './i18n';
import type { OrderStatusShown } from './model';

// What an order row and the order preview offer: view, receipt, cancel (owners while Received), and the
// administrator's status change and force delete. One place, so the table and the dialog act alike.

/** Bumped after a change, so every orders table and an open preview load again. */
export const $ordersVersion = atom(0);
export const ordersChanged = () => $ordersVersion.set($ordersVersion.get() + 1);

/** Pages of 100 (the API's largest) are read until a short one; past this many pages the list stops. */
const PAGE = 100;
const MAX_PAGES = 20;

/** Which list: my companies' orders (GET /orders), or every order for the administrator, of one status or all. */
export type OrdersList = { admin: false } | { admin: true; status?: OrderStatusShown };
const keyOf = (list: OrdersList) => (list.admin ? `admin ${list.status ?? ''}` : 'mine');

/** Every order of a list call, page after page (GET /orders or /orders/admin answer 50 at a time). */
async function loadAll(list: OrdersList, signal: AbortSignal): Promise<OrderSummary[] | null | 'aborted'> {
  const rows: OrderSummary[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = { limit: PAGE, offset: page * PAGE };
    const options = { signal, notifyErrors: false } as const;
    const result = list.admin
      ? await client.GET('/api/v1/orders/admin', {
          params: { query: { status: list.status, ...query } },
          ...options,
        })
      : await client.GET('/api/v1/orders/', { params: { query }, ...options });
    if (result.aborted) return 'aborted';
    if (!result.ok || !result.data) return null;
    rows.push(...result.data);
    if (result.data.length < PAGE) break;
  }
  return rows;
}

/** The orders of a list call (GET /orders or /orders/admin), reloaded after every change; null while loading. */
export function useOrders(list: OrdersList) {
  const path = keyOf(list);
  const version = useStore($ordersVersion);
  const [state, setState] = useState<{ path: string; orders: OrderSummary[] | null; failed: boolean } | null>(
    null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    void loadAll(list, controller.signal).then((orders) => {
      if (orders === 'aborted') return;
      setState({ path, orders, failed: orders === null });
    });
    return () => controller.abort();
  }, [path, version]);
  // While another filter loads, the rows of the last one stay (no flash of a spinner on each key).
  return { orders: state?.orders ?? null, failed: state?.failed ?? false, loading: state?.path !== path };
}

export const receiptHref = (orderId: string) =>
  `${API_BASE}/orders/${encodeURIComponent(orderId)}/receipt.pdf`;
export const orderDesignHref = (orderId: string) =>
  `${API_BASE}/orders/${encodeURIComponent(orderId)}/design.svg`;

export const openPreview = (order: Pick<OrderSummary, 'id' | 'number'>, admin = false) =>
  openDialog('orderPreview', { orderId: order.id, number: order.number, admin });

/** "Cancel order?" (SPEC §4); the order stays as it was when the owner says no. */
export function confirmCancel(order: Pick<OrderSummary, 'id' | 'number'>) {
  openDialog('confirm', {
    title: ot('historyCancelTitle'),
    message: ot('historyCancelText'),
    confirmLabel: ot('historyCancelConfirm'),
    danger: true,
    onConfirm: async () => {
      const result = await client.POST('/api/v1/orders/{id}/cancel', { params: { path: { id: order.id } } });
      if (!result.ok) return;
      notifySuccess(ot('historyCancelled', { number: order.number }));
      ordersChanged();
    },
  });
}

/** Administrator: Received → Processing → Shipped; the server mails the customer when it ships. */
export async function changeStatus(
  order: Pick<OrderSummary, 'id' | 'number'>,
  status: 'processing' | 'shipped',
) {
  const result = await client.PATCH('/api/v1/orders/{id}/status', {
    params: { path: { id: order.id } },
    body: { status },
  });
  if (!result.ok) return;
  notifySuccess(
    ot(status === 'shipped' ? 'adminNowShipped' : 'adminNowProcessing', { number: order.number }),
  );
  ordersChanged();
}

/** Administrator: "Delete order?", then the order and its cards are gone. */
export function confirmDelete(order: Pick<OrderSummary, 'id' | 'number'>) {
  openDialog('confirm', {
    title: ot('adminDeleteTitle'),
    message: ot('adminDeleteText', { number: order.number }),
    confirmLabel: ot('adminDelete'),
    danger: true,
    onConfirm: async () => {
      const result = await client.DELETE('/api/v1/orders/{id}', { params: { path: { id: order.id } } });
      if (!result.ok) return;
      notifySuccess(ot('adminDeleted', { number: order.number }));
      ordersChanged();
    },
  });
}

export const copyCardLink = (url: string) => copyText(url, ot('historyLinkCopied'));

/**
 * The order's chip file for the card maker (issue 33: each card's NTAG 424 keys, encrypted for the maker), saved
 * as a file; the server's refusal (no maker key configured, 409) is said, not saved.
 */
export async function downloadChipFile(order: OrderSummary) {
  const res = await fetch(`${API_BASE}/orders/${encodeURIComponent(order.id)}/chips.jwe`, {
    credentials: 'include',
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    notifyError(ot('adminChipFileFailed', { message: body?.message ?? res.statusText }));
    return;
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `order-${order.number}-chips.jwe`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
