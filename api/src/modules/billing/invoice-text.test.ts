// Invoice line texts in each language: who and which UTC days, the same count as "n × days", a varying one in
// unit-days, a range across months, one day, and the credit line.
import { describe, expect, test } from 'bun:test';
import { at } from './invoice-kit';
import { dayRange, lineText, periodText } from './invoice-text';

describe('invoice texts', () => {
  test('day ranges in sv, en and fi, in UTC whatever the time zone of the reader', () => {
    expect([dayRange('en', at(11, 1), at(11, 14)), dayRange('sv', at(11, 1), at(11, 14))]).toEqual([
      '1–14 Nov',
      '1–14 nov.',
    ]);
    expect(dayRange('fi', at(11, 1), at(11, 14))).toBe('1.–14.11.');
    expect(dayRange('en', at(2, 28), at(3, 3))).toBe('28 Feb–3 Mar');
    expect(dayRange('en', at(3, 15), at(3, 15))).toBe('15 Mar');
    expect(periodText('sv', '2026-11')).toBe('november 2026');
  });

  test('lines say whose subscription, which days and how many units', () => {
    const monthly = {
      item: 'subscriptionMonthly',
      unitDays: 14,
      params: { name: 'Anna Berg', from: at(11, 1), to: at(11, 14), days: 14 },
    } as const;
    expect(lineText('en', monthly)).toBe('Subscription, monthly — Anna Berg, 1–14 Nov (14 days)');
    expect(lineText('fi', monthly)).toBe('Tilaus, kuukausittain — Anna Berg, 1.–14.11. (14 päivää)');
    const units = { from: at(11, 1), to: at(11, 30), days: 30 };
    expect(lineText('en', { item: 'dynatagUnits', unitDays: 60, params: { ...units, quantity: 2 } })).toBe(
      'Extra dynatags: 2 × 30 days (1–30 Nov)',
    );
    expect(lineText('sv', { item: 'dynatagUnits', unitDays: 47, params: units })).toBe(
      'Extra dynatags: 47 dynatagdagar (1–30 nov.)',
    );
    expect(
      lineText('en', {
        item: 'extraOwners',
        unitDays: 5,
        params: { from: at(11, 3), to: at(11, 7), days: 5, quantity: 1 },
      }),
    ).toBe('Extra owners: 1 × 5 days (3–7 Nov)');
    expect(lineText('en', { item: 'dynatagService', unitDays: 30, params: units })).toBe(
      'Dynatag service, 1–30 Nov (30 days)',
    );
    expect(
      lineText('sv', { item: 'credit', unitDays: 0, params: { invoiceNumber: 1003, reason: 'Fel antal' } }),
    ).toBe('Kreditering av faktura 1003: Fel antal');
  });
});
