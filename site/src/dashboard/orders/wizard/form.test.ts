import { describe, expect, test } from 'bun:test';
import type { OrderDraft } from '@shared/types/orders';
import type { Company } from '../../lib/people';
import { countryCode } from './countries';
import {
  bodyFromForm,
  chooseCompany,
  EMPTY_ADDRESS,
  emptyForm,
  formFromDraft,
  isComplete,
  newCard,
} from './form';

const address = { fullName: 'Ann', street: 'Gatan 1', zipcode: '111 22', city: 'Umeå', country: 'SE' };

const draft: OrderDraft = {
  id: 'd1',
  step: 3,
  company: { id: 'co1', name: 'AB', hasBilling: true },
  cards: [
    {
      id: 'l1',
      recipient: { membershipId: 'm1', fullName: 'Ann', email: 'a@example.com' },
      type: 'goldCompany',
      quantity: 2,
      unitPrice: 89900,
      lineTotal: 179800,
      altAddress: address,
      design: {
        fullName: 'Ann',
        text: 'CEO',
        phone: '',
        email: '',
        vcardCompany: '',
        vcardUrl: '',
        image: { id: 'img1', path: '/x.png' },
        logo: null,
        companyLogo: false,
      },
    },
  ],
  shippingAddress: null,
  invoiceMarking: 'REF',
  coupons: [{ code: 'TEN', applied: true, discount: 100, freeShipping: false, error: null }],
  totals: { subtotal: 0, discount: 0, shipping: 0, parcels: [], net: 0, vat: 0, total: 0 },
  problems: [],
  deliveryDays: { min: 2, max: 7 },
  updatedAt: 1,
};

describe('the wizard form', () => {
  test('a saved draft opens at its step with its lines, images by id and codes', () => {
    const form = formFromDraft(draft);
    expect(form.step).toBe(3);
    expect(form.companyId).toBe('co1');
    expect(form.cards[0]).toMatchObject({
      recipient: 'm1',
      type: 'goldCompany',
      quantity: 2,
      altAddress: address,
    });
    expect(form.cards[0].design.imageId).toBe('img1');
    expect(form.cards[0].design.logoId).toBeNull();
    expect(form.shippingAddress).toEqual(EMPTY_ADDRESS);
    expect(form.couponCodes).toEqual(['TEN']);
  });

  test('the body round-trips a draft; a half-typed address is sent as none', () => {
    const form = formFromDraft(draft);
    expect(bodyFromForm(form).cards?.[0].altAddress).toEqual(address);
    form.cards[0].altAddress = { ...address, city: ' ' };
    form.shippingAddress = { ...address, street: '' };
    const body = bodyFromForm(form);
    expect(body.cards?.[0].altAddress).toBeNull();
    expect(body.shippingAddress).toBeNull();
    expect(body).not.toHaveProperty('cards.0.key');
  });

  test('a line without a recipient is not sent (the colleagues are still loading)', () => {
    const form = formFromDraft(draft);
    form.cards.push(newCard(''));
    expect(bodyFromForm(form).cards).toHaveLength(1);
  });

  test('an address is complete with every part and a two-letter country', () => {
    expect(isComplete(address)).toBe(true);
    expect(isComplete({ ...address, country: 'Sweden' })).toBe(false);
    expect(isComplete({ ...address, zipcode: '' })).toBe(false);
    expect(isComplete(null)).toBe(false);
  });
});

describe('choosing the company', () => {
  const billing = {
    orgNumber: '556677-8899',
    email: 'f@example.com',
    marking: 'Ref 42',
    street: 'Storgatan 1',
    zipcode: '111 22',
    city: 'Västerås',
    country: 'Sverige',
  };
  const company = { shortId: 'co2', name: 'Nya AB', membershipId: 'me2', billing } as unknown as Company;

  test('a fresh form gets a first card for me and the billing address, the company’s name on the parcel', () => {
    const form = chooseCompany(emptyForm(), company);
    expect(form.companyId).toBe('co2');
    expect(form.cards.map((c) => c.recipient)).toEqual(['me2']);
    expect(form.shippingAddress).toEqual({
      fullName: 'Nya AB',
      street: 'Storgatan 1',
      zipcode: '111 22',
      city: 'Västerås',
      country: 'SE',
    });
    expect(form.invoiceMarking).toBe('Ref 42');
  });

  test('another company takes over the lines with its owner (me) and keeps an address already typed', () => {
    const form = formFromDraft(draft);
    form.shippingAddress = { ...address, city: 'Luleå' };
    const next = chooseCompany(form, company);
    expect(next.cards.map((c) => c.recipient)).toEqual(['me2']);
    expect(next.cards[0].type).toBe('goldCompany');
    expect(next.shippingAddress.city).toBe('Luleå');
    expect(next.invoiceMarking).toBe('REF');
  });

  test('the same company again changes nothing', () => {
    const form = chooseCompany(emptyForm(), company);
    form.cards[0].recipient = 'colleague';
    expect(chooseCompany(form, company).cards[0].recipient).toBe('colleague');
  });
});

describe('countryCode', () => {
  test('a code or a country name in sv, en or fi becomes the ISO code; anything else Sweden', () => {
    expect(countryCode('fi')).toBe('FI');
    expect(countryCode('Sverige')).toBe('SE');
    expect(countryCode('Finland')).toBe('FI');
    expect(countryCode('Suomi')).toBe('FI');
    expect(countryCode('Norge')).toBe('NO');
    expect(countryCode('Atlantis')).toBe('SE');
  });
});
