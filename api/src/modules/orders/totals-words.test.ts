// One word for one figure: the wizard's totals, the order preview, the receipt PDF and the order mails name the
// subtotal (Σ cards excluding VAT), a coupon, a parcel's shipping, the total excluding VAT, the VAT and the total
// alike, in sv, en and fi. "Subtotal" named the total excluding VAT in the wizard and the cards' sum on the receipt.
import { describe, expect, test } from 'bun:test';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';

const FIGURES = {
  subtotal: ['wizardSubtotal', 'historySubtotal', 'receiptSubtotal', 'orderSubtotal'],
  coupon: ['wizardCoupon', 'historyCoupon', 'receiptCoupon', 'orderDiscount'],
  parcel: ['wizardParcel', 'historyParcel', 'receiptParcel', 'orderParcel'],
  net: ['wizardNet', 'historyNet', 'receiptNet', 'orderNet'],
  vat: ['wizardVat', 'historyVat', 'receiptVat', 'orderVat'],
  total: ['wizardTotal', 'historyTotal', 'receiptTotal', 'orderTotal'],
} as const;

const word = (lang: Lang, key: string) =>
  translate(lang, key.startsWith('order') ? 'mail' : 'orders', key as never, { code: 'X', place: 'P' });

describe('the totals’ words', () => {
  for (const lang of ['sv', 'en', 'fi'] as Lang[]) {
    test(`${lang}: each figure has one word, and no two figures share one`, () => {
      const words = Object.entries(FIGURES).map(([figure, keys]) => {
        const said = keys.map((key) => word(lang, key));
        expect({ figure, said }).toEqual({ figure, said: said.map(() => said[0]) });
        return said[0];
      });
      expect(new Set(words).size).toBe(words.length);
    });
  }

  test('en: the subtotal is the cards excluding VAT, the net is the total excluding VAT', () => {
    expect(word('en', 'wizardSubtotal')).toBe('Subtotal excl. VAT');
    expect(word('en', 'wizardNet')).toBe('Total excl. VAT');
  });
});
