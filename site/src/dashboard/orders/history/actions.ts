import { useStore } from '@nanostores/react';
import type { OrderSummary } from '@shared/types/orders';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import { API_BASE, api } from '../../lib/api';
import { copyText } from '../../lib/clipboard';
import { openDialog } from '../../stores/dialogs';
import { notifySuccess } from '../../stores/notifications';
import { ot } from './i18n';

// What an order row and the order preview offer: view, receipt, cancel (owners while Received), and the
// administrator's status change and force delete. One place, so the table and the dialog act alike.

/** Bumped after a change, so every orders table and an open preview load again. */
export const $ordersVersion = atom(0);
export const ordersChanged = () => $ordersVersion.set($ordersVersion.get() + 1);

/** The orders of a list call (GET /orders or /orders/admin), reloaded after every change; null while loading. */
export function useOrders(path: string) {
  const version = useStore($ordersVersion);
  const [orders, setOrders] = useState<OrderSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    void api<OrderSummary[]>('GET', path, { signal: controller.signal, notifyErrors: false }).then(
      (result) => {
        if (result.aborted) return;
        if (result.ok && result.data) {
          setOrders(result.data);
          setFailed(false);
        } else setFailed(true);
      },
    );
    return () => controller.abort();
  }, [path, version]);
  return { orders, failed };
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
      const result = await api('POST', `/orders/${encodeURIComponent(order.id)}/cancel`);
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
  const result = await api('PATCH', `/orders/${encodeURIComponent(order.id)}/status`, { body: { status } });
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
      const result = await api('DELETE', `/orders/${encodeURIComponent(order.id)}`);
      if (!result.ok) return;
      notifySuccess(ot('adminDeleted', { number: order.number }));
      ordersChanged();
    },
  });
}

export const copyCardLink = (url: string) => copyText(url, ot('historyLinkCopied'));
