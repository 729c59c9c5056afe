import { describe, expect, test } from 'bun:test';
import type { OrderSummary } from '@shared/types/orders';
import { filterOrders, nextOrderSort, nextStatus, sortOrders } from './model';

const order = (number: string, over: Partial<OrderSummary> = {}): OrderSummary => ({
  id: `id-${number}`,
  number,
  status: 'received',
  company: { id: 'acme', name: 'Acme AB' },
  createdBy: { id: 'u1', fullName: 'Anna Ägare' },
  cards: 1,
  total: 10_000,
  createdAt: 1,
  submittedAt: 1,
  ...over,
});

const rows = [
  order('2026-0002', {
    company: { id: 'bolt', name: 'Bolt Oy' },
    total: 5_000,
    createdAt: 3,
    status: 'shipped',
  }),
  order('2026-0010', { total: 90_000, createdAt: 2, cards: 4 }),
  order('2026-0001', { createdAt: 1, status: 'cancelled', createdBy: { id: null, fullName: 'Gone' } }),
];

describe('order tables', () => {
  test('numbers sort as numbers, not as text', () => {
    expect(sortOrders(rows, { key: 'number', dir: 'asc' }).map((r) => r.number)).toEqual([
      '2026-0001',
      '2026-0002',
      '2026-0010',
    ]);
  });

  test('status sorts in the order of its life: received, processing, shipped, cancelled', () => {
    expect(sortOrders(rows, { key: 'status', dir: 'asc' }).map((r) => r.status)).toEqual([
      'received',
      'shipped',
      'cancelled',
    ]);
  });

  test('equal values keep the newest first', () => {
    expect(sortOrders(rows, { key: 'company', dir: 'asc' }).map((r) => r.number)).toEqual([
      '2026-0010',
      '2026-0001',
      '2026-0002',
    ]);
  });

  test('a new column starts descending for totals and dates, ascending for names; the same turns around', () => {
    expect(nextOrderSort({ key: 'company', dir: 'asc' }, 'total')).toEqual({ key: 'total', dir: 'desc' });
    expect(nextOrderSort({ key: 'total', dir: 'desc' }, 'company')).toEqual({ key: 'company', dir: 'asc' });
    expect(nextOrderSort({ key: 'company', dir: 'asc' }, 'company')).toEqual({ key: 'company', dir: 'desc' });
  });

  test('filters by status, company name or ID, number and free text together', () => {
    expect(filterOrders(rows, { status: 'shipped' }).map((r) => r.number)).toEqual(['2026-0002']);
    expect(filterOrders(rows, { company: 'BOLT' }).map((r) => r.number)).toEqual(['2026-0002']);
    expect(filterOrders(rows, { company: 'acme' })).toHaveLength(2);
    expect(filterOrders(rows, { number: '0010' }).map((r) => r.number)).toEqual(['2026-0010']);
    expect(filterOrders(rows, { text: 'gone' }).map((r) => r.number)).toEqual(['2026-0001']);
    expect(filterOrders(rows, { company: 'acme', status: 'cancelled' })).toHaveLength(1);
    expect(filterOrders(rows, {})).toHaveLength(3);
  });

  test('the administrator moves an order forward one step at a time, never back', () => {
    expect(nextStatus('received')).toBe('processing');
    expect(nextStatus('processing')).toBe('shipped');
    expect(nextStatus('shipped')).toBeNull();
    expect(nextStatus('cancelled')).toBeNull();
  });
});
